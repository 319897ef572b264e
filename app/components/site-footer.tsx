import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { site } from '#app/settings/site.ts'
import { ContactDetails } from './contact-details.tsx'
import { ContactLink } from './contact-link.tsx'
import { GuaranteeTermsLink } from './guarantee-note.tsx'
import { LogoMark } from './logo.tsx'
import { PageLinkList } from './page-link-list.tsx'

/** A titled list of page links; `extra`, a last link that is not a page. */
function FooterLinks({
  id,
  heading,
  list,
  extra,
}: {
  id: string
  heading: string
  list: 'footer' | 'legal'
  extra?: ReactNode
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-2 font-semibold text-white">
        {heading}
      </h2>
      <PageLinkList list={list} className="space-y-1" extra={extra} />
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

/**
 * The footer of every page: the spec's page links, contact details and get-quote button, the
 * legal pages, and the guarantee by name only, as a link to its conditions in the terms' § 9
 * (docs/decisions/010-claims.md, amended 29 Nov: home and packages spell them out once each).
 */
export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <footer className="print:hidden bg-brand-950 pb-20 text-sm text-brand-100 md:pb-0">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-8 lg:grid-cols-[1fr_1fr_1fr_auto]">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="size-8" />
            {site.brand}
          </p>
        </div>
        <FooterLinks id="footer-pages" heading={t('footer.pages_heading')} list="footer" />
        <FooterLinks
          id="footer-legal"
          heading={t('footer.legal_heading')}
          list="legal"
          extra={
            <GuaranteeTermsLink
              className="underline-offset-4 hover:text-white hover:underline"
              text={t('guarantee.badge')}
            />
          }
        />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="mb-2 font-semibold text-white">{t('footer.contact_heading')}</h2>
          <ContactDetails
            className="gap-1 [&>div]:flex [&>div]:items-baseline [&>div]:gap-2"
            responseTime={false}
          />
          <ContactLink className={buttonVariants({ variant: 'accent', className: 'mt-4' })}>
            {t('actions.get_quote')}
          </ContactLink>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-6xl px-4 py-4">
          <BusinessIdentity /> · {t('footer.rights')}
        </p>
      </div>
    </footer>
  )
}
