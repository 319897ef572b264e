import { mailForm } from '../mail/mail-form.ts'
import { enhanceIslands } from './parts/enhance.ts'
import { scrollToForm } from './parts/scroll-to-form.ts'

/** What works in the browser on the free-analysis page: the request form, and the way back to it. */
export const AUDIT_ISLANDS = { 'audit-form': mailForm, 'back-to-form': scrollToForm }

// In the browser this module is the page's only script (components/page-scripts.tsx).
if (typeof document !== 'undefined' && !import.meta.env.DEV) enhanceIslands(AUDIT_ISLANDS)
