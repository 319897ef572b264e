// @vitest-environment happy-dom
/**
 * Wherever a page promises the money-back guarantee, a link to its conditions in the terms' § 9
 * stands beside the promise; home and packages spell the conditions out once each, and the
 * footer names the guarantee only as that link (docs/decisions/010-claims.md, amended 29 Nov).
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

/** The nearest ancestor (at most NEAR levels up, itself included) that holds the terms' § 9 link. */
function withTermsLink(element: HTMLElement): HTMLElement | undefined {
  let node: HTMLElement | null = element
  for (let level = 0; node && level <= NEAR; level++, node = node.parentElement) {
    if (node.matches(`a[href="${guaranteeTermsPath('da')}"]`)) return node
    if (node.querySelector(`a[href="${guaranteeTermsPath('da')}"]`)) return node
  }
  return undefined
}

/** The innermost elements that spell out the conditions (the 14 days to claim in). */
const spelledOut = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('p, li, dd, span')].filter(
    (element) =>
      CONDITION.test(element.textContent ?? '') &&
      ![...element.querySelectorAll<HTMLElement>('p, li, dd, span')].some((child) =>
        CONDITION.test(child.textContent ?? ''),
      ),
  )

async function rendered(Component: () => React.ReactNode): Promise<HTMLElement> {
  const Stub = createRoutesStub([{ path: '/', Component }])
  const { container, findAllByRole } = render(<Stub initialEntries={['/']} />)
  await findAllByRole('link')
  return container
}

test.each([
  ['home page', Home],
  ['packages page', Packages],
])(
  '%s: every guarantee promise has the link to § 9 beside it, and the conditions are spelled out once',
  async (where, Component) => {
    const container = await rendered(Component)
    const found = promises(container)
    expect(found.length, `${where}: no guarantee found`).toBeGreaterThan(0)
    const bare = found.filter((element) => !withTermsLink(element)).map((e) => e.textContent)
    expect(bare, where).toEqual([])
    const conditions = spelledOut(container)
    expect(conditions.length, `${where}: the conditions, spelled out`).toBe(1)
    expect(withTermsLink(conditions[0] as HTMLElement), `${where}: § 9 beside them`).toBeDefined()
  },
)

test('footer: the guarantee by name, as a link to § 9, and its conditions not spelled out', async () => {
  const container = await rendered(SiteFooter)
  const link = container.querySelector(`a[href="${guaranteeTermsPath('da')}"]`)
  expect(link?.textContent).toMatch(PROMISE)
  expect(link?.textContent).toMatch(/30 dage/)
  expect(spelledOut(container)).toEqual([])
})

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
