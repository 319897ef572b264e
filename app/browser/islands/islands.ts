import { countUp } from './count-up.ts'
import { enhanceIslands } from './enhance-islands.ts'
import { mailForm } from './mail-form.ts'
import { renderAheadWhenIdle } from './render-ahead.ts'
import { reveal } from './reveal.ts'
import { scrollToForm } from './scroll-to-form.ts'

/**
 * What works in the browser, by island name (`<Island id>`, components/island.tsx): the home
 * page's counters, reveal, contact form and call-back request, the free-analysis page's form,
 * its call-back request and the way back up to it, and the self-check's request. One small module for these pages: a page loads it (its only script) when its table
 * entry says it has `islands`, and it makes whichever of them the page has work.
 */
export const ISLANDS = {
  stats: countUp,
  benefits: reveal,
  'contact-form': mailForm,
  'audit-form': mailForm,
  'self-check-request': mailForm,
  'callback-form': mailForm,
  'back-to-form': scrollToForm,
}

export type IslandName = keyof typeof ISLANDS

const start = () => {
  enhanceIslands(ISLANDS)
  renderAheadWhenIdle()
}

// On the dev server React Router's client runs the whole page, and each island starts itself
// (components/island.tsx). Elsewhere the module is async: it starts the islands in the moment
// the parser finishes the document (`readyState` "interactive"), in the same task, where a
// deferred module would wait behind a rendering of the page (docs/speed.md, "Ready").
if (typeof document !== 'undefined' && !import.meta.env.DEV) {
  if (document.readyState === 'loading')
    document.addEventListener('readystatechange', start, { once: true })
  else start()
}
