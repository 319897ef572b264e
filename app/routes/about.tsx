import omOs from '@locales/om-os.json'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE, ORIGINS } from '#app/build-time/build-env.ts'
import { ContactLink } from '#app/components/contact-link.tsx'
import { PageHero } from '#app/components/page-hero.tsx'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { FOUNDER_PHOTO } from '#app/content-files/images.ts'
import { addBundledNamespace } from '#app/i18n/i18n.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { CallToAction } from '#app/sections/call-to-action.tsx'
import { TeamCard } from '#app/sections/team-card.tsx'
import { Tiles } from '#app/sections/tiles.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { personData } from '#app/seo/structured-data.ts'

addBundledNamespace('om-os', omOs)

const EXPERTISE = ['profiles', 'local_seo', 'reviews', 'content', 'tracking', 'ads'] as const

export function meta() {
  const origin = ORIGINS[BUILD_LANGUAGE]
  const image = `${origin}${FOUNDER_PHOTO.base}-${FOUNDER_PHOTO.width}.jpg`
  return pageMeta('about', { structuredData: [personData(BUILD_LANGUAGE, origin, image)] })
}

export default function About() {
  const { t } = useTranslation('om-os')
  return (
    <>
      <PageHero page="about" />
      <section aria-labelledby="mission-title" className="mx-auto max-w-3xl px-4 py-12 text-center">
        <SectionHeading id="mission-title">{t('mission.title')}</SectionHeading>
        <p className="mt-4 text-xl text-muted">{t('mission.text')}</p>
      </section>
      <TeamCard />
      <section aria-labelledby="expertise-title" className="mx-auto max-w-6xl px-4 pb-16">
        <SectionHeading id="expertise-title">{t('expertise.title')}</SectionHeading>
        <dl className="mt-10 grid gap-x-10 gap-y-6 md:grid-cols-2 lg:grid-cols-3">
          {EXPERTISE.map((id) => (
            <div key={id} className="border-l-4 border-brand-200 pl-4">
              <dt className="text-lg font-bold text-brand-900">
                {t(`expertise.items.${id}.title`)}
              </dt>
              <dd className="mt-1 text-muted">{t(`expertise.items.${id}.description`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Tiles
        ns="om-os"
        t={t}
        prefix="reasons"
        ids={['energy', 'knowledge', 'personal', 'pricing']}
      />
      <CallToAction id="about-cta" title={t('cta.title')} text={t('cta.text')}>
        <a
          href={pagePath('audit', BUILD_LANGUAGE)}
          className={buttonVariants({ variant: 'accent', size: 'wide' })}
        >
          {t('cta.audit')}
        </a>
        <ContactLink className={buttonVariants({ variant: 'secondaryOnDark', size: 'wide' })}>
          {t('cta.contact')}
        </ContactLink>
      </CallToAction>
    </>
  )
}
