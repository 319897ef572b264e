import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { PlacesLeft } from '#app/components/intro-offer.tsx'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { pagePath } from '#app/i18n/pages.ts'
import { introOfferOpen, site } from '#app/settings/site.ts'

/** The story's parts before the mission, and after it; the mission, quote and call to action stand out. */
const BEFORE_MISSION = ['intro', 'challenge', 'turning_point'] as const
const AFTER_MISSION = ['approach', 'opportunity'] as const
/** "Your opportunity" is the intro offer: it goes when the offer is over. */
const SHOWN_AFTER_MISSION = AFTER_MISSION.filter(
  (id) => id !== 'opportunity' || introOfferOpen(site.introOffer),
)

function StoryPart({ id }: { id: (typeof BEFORE_MISSION | typeof AFTER_MISSION)[number] }) {
  const { t } = useTranslation('cases')
  return (
    <section aria-labelledby={`story-${id}`}>
      <h3 id={`story-${id}`} className="text-xl font-bold text-brand-900">
        {t(`story.${id}.title`)}
      </h3>
      <p className="mt-2 text-lg text-muted">
        {t(`story.${id}.text`)}
        {id === 'opportunity' && <PlacesLeft />}
      </p>
    </section>
  )
}

/** Intro, challenge, turning point, mission, new approach, your opportunity, quote, call to action. */
export function CaseStory() {
  const { t } = useTranslation('cases')
  return (
    <article aria-labelledby="story-title" className="mx-auto max-w-3xl space-y-10 px-4 py-12">
      <SectionHeading id="story-title" align="start">
        {t('story.title')}
      </SectionHeading>
      {BEFORE_MISSION.map((id) => (
        <StoryPart key={id} id={id} />
      ))}
      <section aria-labelledby="story-mission" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h3
          id="story-mission"
          className="text-sm font-bold tracking-widest text-brand-700 uppercase"
        >
          {t('story.mission.title')}
        </h3>
        <p className="mt-3 text-2xl font-bold text-brand-950 text-balance">
          {t('story.mission.text')}
        </p>
      </section>
      {SHOWN_AFTER_MISSION.map((id) => (
        <StoryPart key={id} id={id} />
      ))}
      <figure className="border-l-4 border-accent-400 pl-6">
        <blockquote className="text-xl text-ink italic">
          <p>{t('story.quote.text')}</p>
        </blockquote>
        <figcaption className="mt-3 font-semibold text-brand-900">
          {t('story.quote.author')}
        </figcaption>
      </figure>
      <section
        aria-labelledby="story-cta"
        className="rounded-2xl border border-slate-200 p-6 text-center"
      >
        <h3 id="story-cta" className="text-xl font-bold text-brand-950">
          {t('story.cta.title')}
        </h3>
        <p className="mt-2 text-muted">{t('story.cta.text')}</p>
        <a
          href={pagePath('audit', BUILD_LANGUAGE)}
          className={buttonVariants({ className: 'mt-4' })}
        >
          {t('story.cta.button')}
        </a>
      </section>
    </article>
  )
}
