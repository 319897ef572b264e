import { useTranslation } from 'react-i18next'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { toLanguage } from '#app/i18n/languages.ts'
import { site } from '#app/settings/site.ts'

/**
 * Up to three real clients who have said yes in writing to being named (`clients` in
 * content/site.json): name, trade and town, one sentence, and their website if they want it, so
 * a visitor can look them up and ask. Nothing until the owner names one.
 */
export function NamedClients() {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.language)
  if (!site.clients?.length) return null
  return (
    <section aria-labelledby="clients-title" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <SectionHeading id="clients-title">{t('clients.title')}</SectionHeading>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted">{t('clients.lead')}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {site.clients.map((client) => (
          <li key={client.name} className="rounded-2xl border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-bold text-brand-950">
              {client.url ? (
                <a href={client.url} className="underline underline-offset-4">
                  {client.name}
                </a>
              ) : (
                client.name
              )}
            </h3>
            <p className="text-sm font-semibold text-brand-800">
              {client.trade[language]}, {client.town}
            </p>
            <p className="mt-3 text-ink">{client.sentence[language]}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
