/** sessionStorage key remembering that the visitor closed the sticky bar. */
export const STICKY_BAR_DISMISSED_KEY = 'sticky-bar-dismissed'

export type PageScriptOptions = {
  languages: readonly string[]
  languageKey: string
  languageQuery: string
  stickyDismissedKey: string
  mailFormAttribute: string
}

/**
 * What every page does before its first paint, with no framework loaded. It runs as an inline
 * script, so it is self-contained: no imports, no closures over module scope.
 *
 * 1. Language (spec order): `?lng`, then the stored `lang`, then the domain, which is the
 *    language of the page (each domain serves its own language's build). Only a choice made
 *    with `?lng` (the switch carries it) is stored; a first visit stores nothing.
 *    A visitor whose language is not the page's goes to the same page on the sister domain
 *    (its `hreflang` alternate), carrying `?lng` so that domain's stored value cannot send them
 *    back.
 * 2. A popover's invoker tells its state to assistive technology (`aria-expanded`), and a link
 *    followed inside a popover (the menu) closes it.
 * 3. The sticky bar stays closed for the session once dismissed.
 *    The stored language (1) and the dismissal (3) are read just after the first paint.
 * 4. A button marked `data-details-toggle` opens or closes its `[data-details-group]` (the
 *    package cards' "Se mere": the details of all three together), and every such button in
 *    the group tells the state (`aria-expanded`). A button with one listener answers a tap
 *    sooner than a label of a checkbox (docs/speed.md, lab INP).
 * 5. A link marked `data-auto-download` is followed by itself (the guide's download page).
 * 6. A mail form submitted before its script runs is held for it (`data-queued`; the script
 *    sends it once, islands/mail-form.ts), and its button says it is sending from that moment.
 *    If a script of the page fails to load, nothing is held any more (`data-script-failed`):
 *    a held form is let go, and the form says how else to reach us.
 * 7. The end of the parse is marked (`data-parsed`, at `DOMContentLoaded`, in the task that
 *    ends the parse and after the islands start): the parts below the first screen are not
 *    rendered before it, so the islands at the end of the document start sooner (app.css,
 *    `.render-when-near`).
 */
export function runPageScript(options: PageScriptOptions): void {
  const html = document.documentElement
  html.dataset.js = ''
  const store = (storage: () => Storage, key: string, value?: string): string | null => {
    try {
      if (value !== undefined) storage().setItem(key, value)
      return storage().getItem(key)
    } catch {
      return null // storage blocked: the page still works, nothing is remembered
    }
  }
  const known = (value: string | null) =>
    value && options.languages.indexOf(value) >= 0 ? value : null
  /** Goes to this page in `language` on its domain, if that is not this page's language. */
  const goTo = (language: string): boolean => {
    const alternate = document.querySelector<HTMLLinkElement>(
      `link[rel="alternate"][hreflang="${language}"]`,
    )
    if (language === html.lang || !alternate) return false
    const target = new URL(alternate.href)
    target.searchParams.set(options.languageQuery, language)
    target.hash = location.hash
    location.replace(target)
    return true
  }
  // Only an explicit choice (`?lng`, which the switch carries) is stored: the domain's own
  // language needs no storage, and the cookie order exempts only what the visitor asked for.
  const chosen = known(new URLSearchParams(location.search).get(options.languageQuery))
  if (chosen) store(() => localStorage, options.languageKey, chosen)
  if (chosen && goTo(chosen)) return
  // What the browser remembers is read once the first screen is painted: opening its storage is
  // a synchronous call to the browser process (about 9 ms of the post's simulated first paint,
  // docs/speed.md), and the first screen needs none of it. The sticky bar shows only after
  // 100 px of scrolling, and a stored language differs from its domain's only after the
  // visitor chose the other one with `?lng` on this domain.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!chosen && goTo(known(store(() => localStorage, options.languageKey)) ?? html.lang))
        return
      if (store(() => sessionStorage, options.stickyDismissedKey) === '1') {
        html.dataset.stickyDismissed = ''
      }
    }),
  )
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    if (target?.closest('[data-sticky-dismiss]')) {
      html.dataset.stickyDismissed = ''
      store(() => sessionStorage, options.stickyDismissedKey, '1')
    }
    const group = target?.closest('[data-details-toggle]')?.closest('[data-details-group]')
    if (group) {
      const open = String(group.toggleAttribute('data-details-open'))
      for (const button of group.querySelectorAll('[data-details-toggle]')) {
        button.setAttribute('aria-expanded', open)
      }
    }
    // A link in the menu may lead to a section of this same page: the menu gets out of its way.
    const menu = target?.closest('[popover] a')?.closest<HTMLElement>('[popover]')
    if (menu?.matches(':popover-open')) menu.hidePopover()
  })
  document.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target
      if (!(popover instanceof HTMLElement) || !popover.popover) return
      const open = String((event as ToggleEvent).newState === 'open')
      for (const invoker of document.querySelectorAll(`[popovertarget="${popover.id}"]`)) {
        invoker.setAttribute('aria-expanded', open)
      }
    },
    true,
  )
  const hold = (form: HTMLFormElement, held: boolean) => {
    if (held) {
      form.dataset.queued = ''
      form.setAttribute('aria-busy', 'true')
    } else {
      delete form.dataset.queued
      form.removeAttribute('aria-busy')
    }
    for (const button of form.querySelectorAll('button')) button.disabled = held
  }
  document.addEventListener('submit', (event) => {
    const form = event.target
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return
    if (!form.hasAttribute(options.mailFormAttribute) || 'scriptFailed' in html.dataset) return
    event.preventDefault()
    hold(form, true)
  })
  document.addEventListener(
    'error',
    (event) => {
      if (!(event.target instanceof HTMLScriptElement)) return
      html.dataset.scriptFailed = ''
      for (const form of document.querySelectorAll<HTMLFormElement>('form[data-queued]')) {
        hold(form, false)
      }
    },
    true,
  )
  document.addEventListener('DOMContentLoaded', () => {
    html.dataset.parsed = ''
    document.querySelector<HTMLAnchorElement>('a[data-auto-download]')?.click()
  })
}
