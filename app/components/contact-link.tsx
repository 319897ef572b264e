import { type MouseEvent, type ReactNode, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { BUILD_LANGUAGE } from '../build-env.ts'
import { CONTACT_ANCHORS } from '../i18n/pages.ts'
import { prefersReducedMotion } from './use-first-view.ts'

/** Delay between arriving on the home page and scrolling to its contact section (spec: 100 ms). */
export const CONTACT_SCROLL_DELAY_MS = 100

export function scrollToContact(): void {
  const section = document.getElementById(CONTACT_ANCHORS[BUILD_LANGUAGE])
  if (!section) return
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  section.focus({ preventScroll: true })
}

/** Navigation state that asks the home page to scroll to its contact section once it is shown. */
const ARRIVE_AT_CONTACT = { scrollTo: 'contact' }

/**
 * Used by the contact section: after a contact button brought the visitor home, waits 100 ms
 * from the moment the page is shown (after the router's scroll to top), then scrolls.
 */
export function useScrollOnArrival(): void {
  const location = useLocation()
  useEffect(() => {
    if (
      (location.state as typeof ARRIVE_AT_CONTACT | null)?.scrollTo !== ARRIVE_AT_CONTACT.scrollTo
    )
      return
    const timer = window.setTimeout(scrollToContact, CONTACT_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [location])
}

type ContactLinkProps = {
  className?: string
  children: ReactNode
  /** Called before navigating, e.g. to close the mobile menu. */
  onNavigate?: () => void
}

/**
 * Goes to the home page and, 100 ms later, scrolls smoothly to the contact section. Without
 * JavaScript it is a plain link to the section.
 */
export function ContactLink({ className, children, onNavigate }: ContactLinkProps) {
  const navigate = useNavigate()
  const { pathname } = useLocation()

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return
    }
    event.preventDefault()
    onNavigate?.()
    if (pathname === '/') window.setTimeout(scrollToContact, CONTACT_SCROLL_DELAY_MS)
    else navigate('/', { state: ARRIVE_AT_CONTACT })
  }

  return (
    <a href={`/#${CONTACT_ANCHORS[BUILD_LANGUAGE]}`} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
