import type { ReactNode } from 'react'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { CONTACT_ANCHORS } from '#app/i18n/pages.ts'

/**
 * Goes to the home page's contact section: a plain link to `/#kontakt` (or `/#contact`), which
 * works before and without any script. On the home page itself the browser scrolls smoothly
 * (app.css), unless the visitor prefers reduced motion.
 */
export function ContactLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <a href={`/#${CONTACT_ANCHORS[BUILD_LANGUAGE]}`} className={className}>
      {children}
    </a>
  )
}
