import homepage from '@locales/homepage.json'
import { hydrateIslands } from '../components/island.tsx'
import { addBundledNamespace } from '../i18n/i18n.ts'
import { Benefits } from '../sections/benefits.tsx'
import { ContactForm } from '../sections/contact-form.tsx'
import { Stats } from '../sections/stats.tsx'

// The page's texts, for the page (its route imports this module) and for its islands.
addBundledNamespace('homepage', homepage)

/** What React runs on the home page: the counters, the reveal and the contact form. */
export const HOME_ISLANDS = { stats: Stats, benefits: Benefits, 'contact-form': ContactForm }

// In the browser this module is the page's only script (components/page-scripts.tsx).
if (typeof document !== 'undefined') hydrateIslands(HOME_ISLANDS)
