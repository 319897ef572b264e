/**
 * The free-analysis page's last call to action. Without this it is a plain link to the form;
 * with it, the page goes back to the top (smooth, unless the visitor prefers reduced motion:
 * app.css) and the form's first field takes the focus.
 */
export function scrollToForm(island: HTMLElement): void {
  const link = island.querySelector<HTMLAnchorElement>('a[href^="#"]')
  link?.addEventListener('click', (event) => {
    const field = document.querySelector<HTMLElement>(`${link.hash} input:not([type=hidden])`)
    if (!field) return
    event.preventDefault()
    window.scrollTo({ top: 0 })
    field.focus({ preventScroll: true })
  })
}
