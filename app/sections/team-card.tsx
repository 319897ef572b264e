import { useTranslation } from 'react-i18next'
import { GoogleRating } from '#app/components/google-rating.tsx'
import { ResponsivePicture } from '#app/components/ui/responsive-picture.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { FOUNDER_PHOTO } from '#app/content-files/images.ts'
import { toLanguage } from '#app/i18n/languages.ts'
import { site } from '#app/settings/site.ts'

/**
 * The founder: portrait, name, role, and what a visitor can check (his years, the business's
 * Google rating, his past roles, LinkedIn) once the owner sets them; four paragraphs and direct
 * contact.
 */
export function TeamCard() {
  const { t, i18n } = useTranslation(['om-os', 'universal'])
  const bio = t('team.bio', { returnObjects: true })
  const language = toLanguage(i18n.language)
  const role = site.founder.role[language]
  const pastRoles = site.founder.pastRoles?.[language]
  return (
    <section aria-labelledby="team-title" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="team-title">{t('team.title')}</SectionHeading>
      <article className="mt-10 grid gap-8 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-[2fr_3fr]">
        <ResponsivePicture
          image={FOUNDER_PHOTO}
          alt={t('team.photo_alt')}
          sizes="(min-width: 768px) 40vw, 100vw"
          className="h-full w-full object-cover"
        />
        <div className="p-6 md:py-8 md:pr-8 md:pl-0">
          <h3 className="text-2xl font-extrabold text-brand-950">{site.founder.name}</h3>
          <p className="font-semibold text-brand-700">{role}</p>
          {site.founder.yearsOfExperience && (
            <p className="mt-1 text-muted">
              {t('universal:trust.years', { count: site.founder.yearsOfExperience })}
            </p>
          )}
          <GoogleRating className="mt-1" />
          <div className="mt-4 space-y-3 text-muted">
            {bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {pastRoles && (
            <>
              <h4 className="mt-6 font-bold text-ink">
                {t('universal:trust.past_roles_title', { brand: site.brand })}
              </h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
                {pastRoles.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          <h4 className="mt-6 font-bold text-ink">{t('team.contact_title')}</h4>
          <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
            <a
              href={`tel:${site.phone.dial}`}
              className="text-brand-800 underline underline-offset-4"
            >
              {site.phone.display}
            </a>
            <a
              href={`mailto:${site.email}`}
              className="text-brand-800 break-all underline underline-offset-4"
            >
              {site.email}
            </a>
            {site.founder.linkedinUrl && (
              <a
                href={site.founder.linkedinUrl}
                className="text-brand-800 underline underline-offset-4"
              >
                {t('universal:trust.linkedin', { founder: site.founder.name })}
              </a>
            )}
          </p>
        </div>
      </article>
    </section>
  )
}
