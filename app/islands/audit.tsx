import audit from '@locales/audit.json'
import { hydrateIslands } from '../components/island.tsx'
import { addBundledNamespace } from '../i18n/i18n.ts'
import { AuditForm } from '../sections/audit-form.tsx'
import { BackToForm } from '../sections/back-to-form.tsx'

// The page's texts, for the page (its route imports this module) and for its islands.
addBundledNamespace('audit', audit)

/** What React runs on the free-analysis page: the request form, and the way back up to it. */
export const AUDIT_ISLANDS = { 'audit-form': AuditForm, 'back-to-form': BackToForm }

// In the browser this module is the page's only script (components/page-scripts.tsx).
if (typeof document !== 'undefined') hydrateIslands(AUDIT_ISLANDS)
