import type audit from '@locales/audit.json'
import type blog from '@locales/blog.json'
import type cases from '@locales/cases.json'
import type homepage from '@locales/homepage.json'
import type omOs from '@locales/om-os.json'
import type tjenester from '@locales/tjenester.json'
import type universal from '@locales/universal.json'

/** Translation keys are typed from the Danish files; a key-parity test keeps English equal. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'universal'
    resources: {
      universal: typeof universal
      homepage: typeof homepage
      tjenester: typeof tjenester
      'om-os': typeof omOs
      cases: typeof cases
      audit: typeof audit
      blog: typeof blog
    }
  }
}
