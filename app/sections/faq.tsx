import type { ReactNode } from 'react'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import type { Translate } from '#app/i18n/translate.ts'
import type { FaqEntry } from '#app/seo/structured-data.ts'

/** Namespaces with an FAQ under `faq.title` and `faq.items.{id}.q|a`. */
export type FaqNamespace = 'homepage' | 'tjenester' | 'audit'

/** The texts of the questions `Id`. */
type FaqEntryKey<Id extends string> = `faq.items.${Id}.q` | `faq.items.${Id}.a`

/** The questions and answers, for the FAQPage data (the same texts the page shows). */
export function faqEntries<Id extends string>(
  t: Translate<FaqEntryKey<NoInfer<Id>>>,
  ids: readonly Id[],
): FaqEntry[] {
  return ids.map((id) => ({
    question: t(`faq.items.${id}.q`),
    answer: t(`faq.items.${id}.a`),
  }))
}

/**
 * An exclusive accordion with native `<details name>`: none or one open; opening another closes
 * the first. It works without JavaScript, and search engines read every answer.
 */
export function Faq<Id extends string>({
  ns,
  t,
  ids,
  more = {},
}: {
  /** The namespace the texts are in; it names the section's elements. */
  ns: FaqNamespace
  /** That namespace's `t`. */
  t: Translate<'faq.title' | FaqEntryKey<NoInfer<Id>>>
  ids: readonly Id[]
  /** Shown under an answer, by id, e.g. a link to the terms. */
  more?: Partial<Record<string, ReactNode>>
}) {
  return (
    <section aria-labelledby={`${ns}-faq-title`} className="mx-auto max-w-3xl px-4 py-8 md:py-16">
      <SectionHeading id={`${ns}-faq-title`}>{t('faq.title')}</SectionHeading>
      <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faqEntries(t, ids).map(({ question, answer }, index) => (
          <details key={ids[index]} name={`${ns}-faq`} className="group">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-ink hover:text-brand-800 [&::-webkit-details-marker]:hidden">
              {question}
              <svg
                viewBox="0 0 24 24"
                className="size-5 shrink-0 text-brand-700 group-open:rotate-45"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M12 5v14M5 12h14"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </summary>
            <p className="px-5 pb-5 text-muted">{answer}</p>
            {more[ids[index] ?? ''] && <p className="-mt-2 px-5 pb-5">{more[ids[index] ?? '']}</p>}
          </details>
        ))}
      </div>
    </section>
  )
}
