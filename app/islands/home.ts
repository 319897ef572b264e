import { mailForm } from '../mail/mail-form.ts'
import { countUp } from './parts/count-up.ts'
import { enhanceIslands } from './parts/enhance.ts'
import { reveal } from './parts/reveal.ts'

/** What works in the browser on the home page: the counters, the reveal and the contact form. */
export const HOME_ISLANDS = { stats: countUp, benefits: reveal, 'contact-form': mailForm }

// In the browser this module is the page's only script (components/page-scripts.tsx).
if (typeof document !== 'undefined' && !import.meta.env.DEV) enhanceIslands(HOME_ISLANDS)
