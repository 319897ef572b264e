import { useTranslation } from 'react-i18next'
import { ANALYTICS_ANSWERS_ATTRIBUTE } from '#app/analytics/analytics-config.ts'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { CallLink } from '#app/components/call-link.tsx'
import { Island } from '#app/components/island.tsx'
import {
  FormFields,
  FormPrivacyNote,
  MailFormElement,
  SubmitButton,
} from '#app/components/ui/form-fields.tsx'
import { SendResultTemplates } from '#app/components/ui/send-result-templates.tsx'
import { pagePath } from '#app/i18n/pages.ts'
import { auditRequestMessage } from '#app/sections/audit-form.tsx'
import {
  answerName,
  SELF_CHECK_ANSWERS_ID,
  SELF_CHECK_QUESTIONS,
} from '#app/self-check/self-check-questions.ts'

const ANSWERS = ['yes', 'no'] as const

/**
 * The questions, each a group of two radio buttons with the line on why it matters: a group of
 * their own, outside any form, for nothing sends them but the request below.
 */
function Questions() {
  const { t } = useTranslation('audit')
  return (
    <fieldset id={SELF_CHECK_ANSWERS_ID} {...{ [ANALYTICS_ANSWERS_ATTRIBUTE]: 'selfCheck' }}>
      <legend className="sr-only">{t('self_check.questions_title')}</legend>
      <ol className="grid gap-4">
        {SELF_CHECK_QUESTIONS.map((id, index) => (
          <li
            key={id}
            className="check-question rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <fieldset aria-describedby={`check-${id}-why`}>
              <legend className="font-bold text-brand-950 text-pretty">
                {index + 1}. {t(`self_check.questions.${id}.q`)}
              </legend>
              <p id={`check-${id}-why`} className="mt-1 text-sm text-muted">
                {t(`self_check.questions.${id}.why`)}
              </p>
              <div className="mt-3 grid grid-cols-2 gap-3 sm:flex">
                {ANSWERS.map((answer) => (
                  <label
                    key={answer}
                    className="relative flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 font-semibold text-ink has-checked:border-brand-700 has-checked:bg-brand-50 sm:min-w-28"
                  >
                    {/* The radio covers its whole answer, drawn by the circle beside it: a tap
                        lands on the radio itself, not on a label that passes a second click to
                        it (docs/speed.md, lab INP). */}
                    <input
                      type="radio"
                      name={answerName(id)}
                      value={answer}
                      required
                      className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-lg"
                    />
                    <span
                      aria-hidden="true"
                      className="size-5 shrink-0 rounded-full border-2 border-slate-500 bg-white peer-checked:border-6 peer-checked:border-brand-700"
                    />
                    {t(`self_check.answer.${answer}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
    </fieldset>
  )
}

/**
 * The result, counted in CSS as he answers (`.self-check` in app.css): his score, and the fixes
 * of the first questions he answered "no", the most important first.
 */
function Result() {
  const { t } = useTranslation('audit')
  const marker = '\u0000'
  const [before = '', after = ''] = t('self_check.result.score', {
    score: marker,
    total: SELF_CHECK_QUESTIONS.length,
  }).split(marker)
  return (
    <section
      aria-labelledby="self-check-result-title"
      className="check-result mt-8 rounded-2xl border-2 border-brand-700 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="self-check-result-title" className="text-2xl font-extrabold text-brand-950">
        {t('self_check.result.title')}
      </h2>
      <p className="check-start mt-2 text-muted">{t('self_check.result.start')}</p>
      <p className="check-unanswered mt-2 text-muted">{t('self_check.result.unanswered')}</p>
      <p className="check-score-line mt-2 text-lg text-ink">
        {before}
        <strong className="check-score text-3xl font-extrabold text-brand-800 tabular-nums" />
        {after}
      </p>
      <h3 className="check-fixes-title mt-5 text-lg font-bold text-brand-900">
        {t('self_check.result.fixes_title')}
      </h3>
      <ol className="check-fixes mt-2 list-decimal space-y-2 pl-6 marker:font-bold marker:text-brand-800">
        {SELF_CHECK_QUESTIONS.map((id) => (
          <li key={id} className="check-fix">
            <strong className="block text-ink">{t(`self_check.questions.${id}.fix_title`)}</strong>
            {t(`self_check.questions.${id}.fix`)}
          </li>
        ))}
      </ol>
      <p className="check-all-good mt-4 font-semibold text-brand-900">
        {t('self_check.result.all_good')}
      </p>
      <p className="mt-4 text-sm text-muted">
        {t('self_check.result.guide_line')}{' '}
        <a
          href={pagePath('download', BUILD_LANGUAGE)}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('self_check.result.guide_link')}
        </a>
      </p>
    </section>
  )
}

/**
 * The free-analysis request, with his answers attached: the same request as the analysis page's
 * (template `audit`), whose message carries the answers (browser/islands/mail-form.ts).
 */
function Request() {
  const { t } = useTranslation(['audit', 'universal'])
  return (
    <MailFormElement
      template="audit"
      labelledBy="self-check-request-title"
      {...auditRequestMessage(t)}
      answers={{
        group: SELF_CHECK_ANSWERS_ID,
        intro: t('self_check.request.answers_intro'),
        score: t('self_check.result.score', {
          score: '{{score}}',
          total: SELF_CHECK_QUESTIONS.length,
        }),
        unanswered: t('self_check.answer.none'),
      }}
      className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:p-6"
    >
      <h2 id="self-check-request-title" className="text-2xl font-extrabold text-brand-950">
        {t('self_check.request.title')}
      </h2>
      <p className="text-muted">{t('self_check.request.lead')}</p>
      <p className="text-sm text-muted">{t('universal:form.required_note')}</p>
      <FormFields form="audit" />
      <SubmitButton>{t('self_check.request.submit')}</SubmitButton>
      <FormPrivacyNote purpose={t('self_check.request.privacy')} />
      <div className="border-t border-slate-200 pt-4">
        <p className="font-semibold text-brand-950">{t('self_check.request.call')}</p>
        <div className="mt-2">
          <CallLink />
        </div>
      </div>
      <SendResultTemplates
        success={{ title: t('form.success_title'), text: t('form.success') }}
        error={t('form.error')}
      />
    </MailFormElement>
  )
}

/** The self-check (app/self-check/self-check-questions.ts): the questions, the result, and the request. */
export function SelfCheckForm() {
  return (
    <div className="self-check mx-auto max-w-3xl px-4 pb-12">
      <Questions />
      <Result />
      <Island id="self-check-request">
        <Request />
      </Island>
    </div>
  )
}
