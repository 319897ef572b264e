import { useContext } from 'react'
import { Scripts, UNSAFE_FrameworkContext } from 'react-router'
import { PAGES } from '../i18n/pages.ts'
import type { CurrentPage } from '../i18n/use-current-page.ts'
import { ISLANDS_CHUNK } from './islands-chunk.ts'

/**
 * The scripts of a page. A page whose table entry says it has `islands` loads the islands
 * module (app/islands/islands.ts, a chunk of its own among the modules React Router lists for
 * the page's route), a few KB that make the page's islands work (components/island.tsx). No
 * framework is loaded: React renders the pages at build time only. Other pages get nothing.
 *
 * Two exceptions get React Router's `<Scripts/>`: the dev server, where React Router's client
 * runs the whole document so that edits show at once (hot module replacement; the islands then
 * start themselves), and the SPA fallback that React Router prerenders for unknown paths and
 * insists must carry its client, which the build does not deploy (scripts/build-end.ts; unknown
 * paths answer 404.html).
 */
export function PageScripts({ page }: { page: CurrentPage }) {
  const framework = useContext(UNSAFE_FrameworkContext)
  if (import.meta.env.DEV || framework?.isSpaMode) return <Scripts />
  if (!page.id || !PAGES[page.id].islands) return null
  const imports = framework?.manifest.routes[page.id]?.imports ?? []
  const islands = imports.find((href) => href.includes(`/${ISLANDS_CHUNK}-`))
  if (!islands) throw new Error(`No islands chunk among the imports of the page "${page.id}"`)
  return <script type="module" src={islands} fetchPriority="low" />
}
