import { useTranslation } from 'react-i18next'
import { formatLongDate } from '#app/i18n/format-date.ts'
import type { Language } from '#app/i18n/languages.ts'
import { fillTextVariables } from '#app/settings/site.ts'
import {
  LEGAL_FACTS,
  LEGAL_UPDATED,
  type LegalText,
  legalLines,
  transferLines,
} from './legal-text.ts'

export function LegalDocument({ text }: { text: LegalText }) {
  const { t, i18n } = useTranslation()
  const lists: Record<string, string[]> = text.transfers
    ? { transfers: transferLines(text.transfers, i18n.language as Language) }
    : {}
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 print:max-w-none print:px-0">
      <p className="text-muted">
        {t('legal.updated')}{' '}
        <time dateTime={LEGAL_UPDATED}>{formatLongDate(LEGAL_UPDATED, i18n.language)}</time>
      </p>
      {text.notice && (
        <p className="mt-4 rounded-lg border border-accent-300 bg-amber-50 p-4 text-ink">
          {fillTextVariables(text.notice)}
        </p>
      )}
      <p className="mt-6 text-lg">{fillTextVariables(text.intro)}</p>
      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-xl border border-slate-200 p-5 print:hidden"
      >
        <h2 id="legal-contents" className="font-bold text-brand-950">
          {t('legal.contents')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          {text.sections.map((section, index) => (
            <li key={section.title}>
              <a
                href={`#section-${index + 1}`}
                className="text-brand-800 underline underline-offset-4"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
        <section
          key={section.title}
          id={`section-${index + 1}`}
          aria-labelledby={`section-${index + 1}-title`}
          className="mt-10 break-inside-avoid-page"
        >
          <h2 id={`section-${index + 1}-title`} className="text-2xl font-bold text-brand-950">
            {index + 1}. {section.title}
          </h2>
          {legalLines(section.paragraphs).map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {legalLines(section.list, LEGAL_FACTS, lists).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
