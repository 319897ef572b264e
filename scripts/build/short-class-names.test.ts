import { expect, test } from 'vitest'
import {
  classesInStylesheet,
  projectClasses,
  renameInPage,
  renameInStylesheet,
  shortClassNames,
} from './short-class-names.ts'

const CSS = [
  '.render-when-near{content-visibility:auto}',
  '.mx-auto{margin-inline:auto}',
  '.mt-0\\.5{margin-top:calc(var(--spacing)*.5)}',
  '@media (min-width:48rem){.md\\:p-6{padding:1.5rem}}',
  '.\\32 xl\\:text-lg{font-size:1.125rem}',
  '.max-md\\:\\[\\&\\>div\\]\\:flex>div{display:flex}',
  ':where(.group):has(:popover-open) .group-open\\:rotate-45{rotate:45deg}',
  '.bg-hero{background:url(/assets/map.mx-auto.svg)}',
  '.after\\:content-\\[\\"\\.mx-auto\\"\\]:after{content:".mx-auto"}',
].join('')

test('the classes of a stylesheet, in the order its rules name them, escapes read', () => {
  expect(classesInStylesheet(CSS)).toEqual([
    'render-when-near',
    'mx-auto',
    'mt-0.5',
    'md:p-6',
    '2xl:text-lg',
    'max-md:[&>div]:flex',
    'group',
    'group-open:rotate-45',
    'bg-hero',
    'after:content-[".mx-auto"]',
  ])
})

test("the project's own classes keep their names; the utilities get short ones, none of them a kept name", () => {
  const kept = projectClasses(
    '/* .not-a-class */ @utility skip-link { @apply absolute; } .render-when-near { margin: 0 } .b { color: red }',
  )
  expect([...kept].sort()).toEqual(['b', 'render-when-near', 'skip-link'])
  const names = shortClassNames(CSS, kept)
  expect(names.has('render-when-near')).toBe(false)
  expect([...names.values()]).toEqual(['a', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'])
  expect(names.get('mx-auto')).toBe('a')
})

test('a stylesheet is renamed selector by selector; URLs and strings stay as they are', () => {
  const names = shortClassNames(CSS, new Set(['render-when-near']))
  const renamed = renameInStylesheet(CSS, names)
  expect(renamed).toBe(
    [
      '.render-when-near{content-visibility:auto}',
      '.a{margin-inline:auto}',
      '.b{margin-top:calc(var(--spacing)*.5)}',
      '@media (min-width:48rem){.c{padding:1.5rem}}',
      // The escape's closing space ended the identifier; no descendant combinator appears.
      '.d{font-size:1.125rem}',
      '.e>div{display:flex}',
      ':where(.f):has(:popover-open) .g{rotate:45deg}',
      '.h{background:url(/assets/map.mx-auto.svg)}',
      '.i:after{content:".mx-auto"}',
    ].join(''),
  )
})

test('a page is renamed in its class attributes, HTML and SVG alike; other text and unknown classes stay', () => {
  const names = new Map([
    ['mx-auto', 'a'],
    ['md:p-6', 'b'],
    ['[&>div]:flex', 'c'],
  ])
  expect(
    renameInPage(
      '<div class="mx-auto  md:p-6 render-when-near">mx-auto</div><svg class="md:p-6"></svg><p data-class="mx-auto"></p><dl class="[&amp;&gt;div]:flex [&amp;&gt;dt]:x"></dl>',
      names,
      'index.html',
    ),
  ).toBe(
    // React writes `&` and `>` in a class as entities; a class left as it is stays escaped.
    '<div class="a b render-when-near">mx-auto</div><svg class="b"></svg><p data-class="mx-auto"></p><dl class="c [&#38;&#62;dt]:x"></dl>',
  )
})

test('a class the stylesheet does not style, named like a short name, stops the build naming the page', () => {
  expect(() =>
    renameInPage('<p class="a mx-auto"></p>', new Map([['mx-auto', 'a']]), 'om-os.html'),
  ).toThrow('om-os.html: the class "a" is also a short name of another class')
})
