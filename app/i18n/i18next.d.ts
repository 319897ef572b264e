import type audit from '../../public/locales/da/audit.json'
import type blog from '../../public/locales/da/blog.json'
import type cases from '../../public/locales/da/cases.json'
import type homepage from '../../public/locales/da/homepage.json'
import type omOs from '../../public/locales/da/om-os.json'
import type tjenester from '../../public/locales/da/tjenester.json'
import type universal from '../../public/locales/da/universal.json'

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
