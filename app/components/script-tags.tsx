import { useContext } from 'react'
import { Scripts, UNSAFE_FrameworkContext } from 'react-router'
import { ANALYTICS_CHUNK, ISLANDS_CHUNK } from '#app/browser/chunks.ts'
import {
  type PageScriptOptions,
  runPageScript,
  STICKY_BAR_DISMISSED_KEY,
} from '#app/browser/page-script.ts'
import { ANALYTICS } from '#app/build-time/build-env.ts'
import { LANGUAGE_KEY, LANGUAGE_QUERY, LANGUAGES } from '#app/i18n/languages.ts'
import { PAGES } from '#app/i18n/pages.ts'
import type { CurrentPage } from '#app/i18n/use-current-page.ts'
import { MAIL_FORM_ATTRIBUTE } from '#app/mail/forms.ts'

const options: PageScriptOptions = {
  languages: LANGUAGES,
  languageKey: LANGUAGE_KEY,
  languageQuery: LANGUAGE_QUERY,
  stickyDismissedKey: STICKY_BAR_DISMISSED_KEY,
  mailFormAttribute: MAIL_FORM_ATTRIBUTE,
}

/**
 * The inline script in every page's `<head>` (app/browser/page-script.ts), after the `hreflang`
 * links it reads. Its text is the same on every page, so the Content-Security-Policy allows it
 * by one hash.
 */
export function InlinePageScript() {
  return (
    <script
      // The client bundle minifies the function differently; the prerendered text is the one that runs.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function and constants, serialised at build time
      dangerouslySetInnerHTML={{ __html: `(${runPageScript})(${JSON.stringify(options)})` }}
    />
  )
}

/**
 * The module script of a page. A page whose table entry says it has `islands` loads the islands
 * module (app/browser/islands/islands.ts, a chunk of its own among the modules React Router
 * lists for the page's route), a few KB that make the page's islands work
 * (components/island.tsx). No framework is loaded: React renders the pages at build time only.
 * Other pages get nothing. It is `async`, and starts the islands when the parser finishes the
 * document (islands.ts): a deferred module would wait behind one more rendering of the page.
 *
 * Two exceptions get React Router's `<Scripts/>`: the dev server, where React Router's client
 * runs the whole document so that edits show at once (hot module replacement; the islands then
 * start themselves), and the SPA fallback that React Router prerenders for unknown paths and
 * insists must carry its client, which the build does not deploy (scripts/build/finish-build.ts;
 * unknown paths answer 404.html).
 */
export function IslandsScript({ page }: { page: CurrentPage }) {
  const framework = useContext(UNSAFE_FrameworkContext)
  if (import.meta.env.DEV || framework?.isSpaMode) return <Scripts />
  if (!page.id || !PAGES[page.id].islands) return null
  const imports = framework?.manifest.routes[page.id]?.imports ?? []
  const islands = imports.find((href) => href.includes(`/${ISLANDS_CHUNK.name}-`))
  if (!islands) throw new Error(`No islands chunk among the imports of the page "${page.id}"`)
  return <script type="module" async src={islands} fetchPriority="low" />
}

/**
 * The analytics module on every page, when analytics is on (PLAUSIBLE_DOMAIN at build time):
 * Plausible's small tracker, at low priority, after the page has painted; nothing when it is
 * off. root.tsx imports the module, so its chunk is among the root route's imports.
 */
export function AnalyticsScript() {
  const framework = useContext(UNSAFE_FrameworkContext)
  if (!ANALYTICS || import.meta.env.DEV || framework?.isSpaMode) return null
  const imports = framework?.manifest.routes.root?.imports ?? []
  const analytics = imports.find((href) => href.includes(`/${ANALYTICS_CHUNK.name}-`))
  if (!analytics) throw new Error('No analytics chunk among the imports of the root route')
  return <script type="module" src={analytics} fetchPriority="low" />
}
