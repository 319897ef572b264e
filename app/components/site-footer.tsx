import { useTranslation } from 'react-i18next'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { site } from '#app/settings/site.ts'
import { ContactDetails } from './contact-details.tsx'
import { ContactLink } from './contact-link.tsx'
import { GuaranteeLine } from './guarantee-note.tsx'
import { LogoMark } from './logo.tsx'
import { PageLinkList } from './page-link-list.tsx'

/** A titled list of page links. */
function FooterLinks({
  id,
  heading,
  list,
}: {
  id: string
  heading: string
  list: 'footer' | 'legal'
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-semibold text-white">
        {heading}
      </h2>
      <PageLinkList list={list} className="space-y-2" />
    </nav>
  )
}

/**
 * Who runs the site, where, and the CVR number, as the footer of every page shows them
 * (e-handelsloven § 7: easily, directly and permanently available).
 */
export function BusinessIdentity() {
  const { t } = useTranslation('universal')
  return (
    <>
      © {new Date().getFullYear()} {t('footer.owner')} · {t('footer.address')} · {t('footer.cvr')}
    </>
  )
}

export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <footer className="print:hidden bg-brand-950 pb-24 text-brand-100 md:pb-0">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="size-8" />
            {site.brand}
          </p>
          <p className="text-sm">{t('tagline')}</p>
        </div>
        <div className="flex flex-wrap gap-x-12 gap-y-6 lg:flex-col">
          <FooterLinks id="footer-pages" heading={t('footer.pages_heading')} list="footer" />
          <FooterLinks id="footer-legal" heading={t('footer.legal_heading')} list="legal" />
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-white">{t('footer.contact_heading')}</h2>
          <ContactDetails className="text-sm" />
          <ContactLink className={buttonVariants({ variant: 'accent', className: 'mt-5' })}>
            {t('actions.get_quote')}
          </ContactLink>
        </div>
        <div className="self-start rounded-lg border border-brand-700 p-4">
          <h2 className="mb-1 font-semibold text-white">{t('guarantee.badge')}</h2>
          <GuaranteeLine className="text-sm [&_a]:text-white" />
        </div>
      </div>
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm">
          <BusinessIdentity /> · {t('footer.rights')}
        </p>
      </div>
    </footer>
  )
}
