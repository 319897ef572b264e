import type { MouseEvent, ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { BUILD_LANGUAGE } from '../build-env.ts'
import { CONTACT_ANCHORS } from '../i18n/pages.ts'

/** Delay between arriving on the home page and scrolling to its contact section (spec: 100 ms). */
export const CONTACT_SCROLL_DELAY_MS = 100

export function scrollToContact(): void {
  const section = document.getElementById(CONTACT_ANCHORS[BUILD_LANGUAGE])
  if (!section) return
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  section.focus({ preventScroll: true })
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

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return
    }
    event.preventDefault()
    onNavigate?.()
    if (pathname !== '/') await navigate('/')
    window.setTimeout(scrollToContact, CONTACT_SCROLL_DELAY_MS)
  }

  return (
    <a href={`/#${CONTACT_ANCHORS[BUILD_LANGUAGE]}`} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
