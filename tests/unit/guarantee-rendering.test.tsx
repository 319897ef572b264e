/**
 * Wherever a page promises the money-back guarantee, its conditions stand next to the promise,
 * with a link to the guarantee's section of the terms (docs/decisions/010-claims.md).
 */
import universal from '@locales/universal.json'
import { render } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { guaranteeTermsPath } from '#app/components/guarantee-note.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { addBundledNamespace } from '#app/i18n/i18n.ts'
import Home from '#app/routes/home.tsx'
import Packages from '#app/routes/packages.tsx'

/** The money-back guarantee, in the build's language (Danish in the unit tests). */
const PROMISE = /pengene[- ]tilbage|garanti(en)?\b/i
const CONDITION = /14 dage/
/** How far up from the promise its conditions and the link may be. */
const NEAR = 4

addBundledNamespace('universal', universal)

afterEach(() => {
  document.body.innerHTML = ''
})

/** The innermost elements whose own text promises the guarantee. */
function promises(root: HTMLElement): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>('h1, h2, h3, p, li, span, strong, summary')]
  return all.filter(
    (element) =>
      PROMISE.test(element.textContent ?? '') &&
      ![...element.querySelectorAll<HTMLElement>('*')].some((child) =>
        PROMISE.test(child.textContent ?? ''),
      ),
  )
}

/** The nearest ancestor (at most NEAR levels up) that holds a link to the terms' guarantee. */
function withConditions(element: HTMLElement): HTMLElement | undefined {
  let node: HTMLElement | null = element
  for (let level = 0; node && level <= NEAR; level++, node = node.parentElement) {
    const link = node.querySelector(`a[href="${guaranteeTermsPath('da')}"]`)
    if (link && CONDITION.test(node.textContent ?? '')) return node
  }
  return undefined
}

function expectEveryPromiseConditioned(container: HTMLElement, where: string) {
  const found = promises(container)
  expect(found.length, `${where}: no guarantee found`).toBeGreaterThan(0)
  const bare = found.filter((element) => !withConditions(element)).map((e) => e.textContent)
  expect(bare, where).toEqual([])
}

test.each([
  ['home page', Home],
  ['packages page', Packages],
  ['footer', SiteFooter],
])(
  '%s: every guarantee promise has its conditions and the terms link beside it',
  async (where, Component) => {
    const Stub = createRoutesStub([{ path: '/', Component }])
    const { container, findAllByRole } = render(<Stub initialEntries={['/']} />)
    await findAllByRole('link')
    expectEveryPromiseConditioned(container, where)
  },
)

test('packages page: the guarantee says in the same line that it covers the fee, not ad spend (lawyer, 7.1)', async () => {
  const Stub = createRoutesStub([{ path: '/', Component: Packages }])
  const { container, findAllByRole } = render(<Stub initialEntries={['/']} />)
  await findAllByRole('link')
  const lines = [...container.querySelectorAll('main [data-guarantee], [data-guarantee]')].map(
    (line) => line.textContent ?? '',
  )
  expect(lines.length).toBeGreaterThan(0)
  expect(lines[0]).toMatch(/14 dage.*ikke annoncekroner til Google.*Betingelser, punkt 9/)
})
