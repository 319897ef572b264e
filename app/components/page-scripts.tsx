import { useContext } from 'react'
import { Scripts, UNSAFE_FrameworkContext } from 'react-router'
import { PAGES } from '../i18n/pages.ts'
import type { CurrentPage } from '../i18n/use-current-page.ts'
import { ISLANDS_SHARED_CHUNK, islandsChunkName } from './island-chunks.ts'

/**
 * The scripts of a page. A page whose table entry says it has `islands` loads its islands
 * module (app/islands/{page id}.ts, a chunk of its own among the modules React Router lists for
 * the page's route), which makes the page's islands work (components/island.tsx) with a few KB
 * of plain modules. No framework is loaded: React renders the page at build time only. Other
 * pages get nothing.
 *
 * Two exceptions get React Router's `<Scripts/>`: the dev server, where React Router's client
 * runs the whole document so that edits show at once (hot module replacement; the islands
 * modules then leave their islands to it), and the SPA fallback that React Router prerenders for
 * unknown paths and insists must carry its client, which the build does not deploy
 * (scripts/build-end.ts; unknown paths answer 404.html).
 */
export function PageScripts({ page }: { page: CurrentPage }) {
  const framework = useContext(UNSAFE_FrameworkContext)
  if (import.meta.env.DEV || framework?.isSpaMode) return <Scripts />
  if (!page.id || !PAGES[page.id].islands) return null
  const imports = framework?.manifest.routes[page.id]?.imports ?? []
  const named = (name: string) => imports.find((href) => href.includes(`/${name}-`))
  const islands = named(islandsChunkName(page.id))
  if (!islands) throw new Error(`No islands chunk for the page "${page.id}" (app/islands/)`)
  const shared = named(ISLANDS_SHARED_CHUNK)
  return (
    <>
      {shared && <link rel="modulepreload" href={shared} fetchPriority="low" />}
      <script type="module" src={islands} fetchPriority="low" />
    </>
  )
}
