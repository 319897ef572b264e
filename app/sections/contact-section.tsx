import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { ContactDetails } from '#app/components/contact-details.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { CONTACT_ANCHORS } from '#app/i18n/pages.ts'

/**
 * The home page's contact section, the target of every contact button; `form` is its form, and
 * `callback` the call-back request under the contact details.
 */
export function ContactSection({ form, callback }: { form: ReactNode; callback: ReactNode }) {
  const { t } = useTranslation('homepage')
  return (
    <section
      id={CONTACT_ANCHORS[BUILD_LANGUAGE]}
      tabIndex={-1}
      aria-labelledby="contact-title"
      className="bg-brand-900 text-white outline-none"
    >
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-2 md:gap-10 md:py-16">
        <div>
          <SectionHeading id="contact-title" align="start" onDark>
            {t('contact.title')}
          </SectionHeading>
          <p className="mt-2 text-brand-100 md:mt-3 md:text-lg">{t('contact.lead')}</p>
          <ContactDetails className="mt-4 gap-1 rounded-xl bg-brand-950/60 p-4 md:mt-8 md:gap-3 md:p-6 md:text-lg max-md:[&>div]:flex max-md:[&>div]:items-baseline max-md:[&>div]:gap-2" />
          <div className="mt-4 md:mt-8">{callback}</div>
        </div>
        {form}
      </div>
    </section>
  )
}
