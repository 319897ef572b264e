import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { HONEYPOT_FIELD } from '../mail/use-mail-form.ts'
import { buttonVariants } from './button-variants.ts'

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700'

/**
 * The most a visitor can type into each field. Together they stay far below the provider's
 * 50 KB limit for a message, so a long message never fails only in production.
 */
export const FIELD_MAX_LENGTH = { name: 100, email: 254, company: 150, message: 5000 } as const

type FieldProps = {
  name: keyof typeof FIELD_MAX_LENGTH
  label: string
  type?: 'text' | 'email'
  required?: boolean
  /** A textarea of this many rows instead of an input. */
  rows?: number
  autoComplete?: string
  idPrefix: string
}

/**
 * A visible label above its input; required fields are marked with *. The field is
 * uncontrolled: what is typed stays in the DOM, before and after hydration, and the form reads
 * it with FormData. A long text field says how much it takes.
 */
export function Field({
  name,
  label,
  type = 'text',
  required = false,
  rows,
  autoComplete,
  idPrefix,
}: FieldProps) {
  const { t } = useTranslation()
  const id = `${idPrefix}-${name}`
  const maxLength = FIELD_MAX_LENGTH[name]
  const hintId = `${id}-hint`
  /** What the input or textarea has either way. */
  const control = { id, name, required, maxLength, className: inputClass }
  return (
    <div>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className="text-muted"> {t('form.optional')}</span>
        )}
      </label>
      {rows ? (
        <>
          <textarea {...control} rows={rows} aria-describedby={hintId} />
          <p id={hintId} className="mt-1 text-sm text-muted">
            {/* The message's limit, written out in the texts (form-fields.test.ts holds them to
                it): formatting a number here would start Intl, ~60 ms of a phone's hydration. */}
            {t('form.max_length')}
          </p>
        </>
      ) : (
        <input {...control} type={type} autoComplete={autoComplete} />
      )}
    </div>
  )
}

/** A field people never see and bots fill in. */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation()
  return (
    <div aria-hidden="true" className="hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{t('form.honeypot')}</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  )
}

/**
 * Sends the form. It works from the first paint: a press before the page has hydrated is held
 * by React and sent once it has. Without JavaScript the form cannot send, and says so, with the
 * phone number and e-mail address to use instead.
 */
export function SubmitButton({
  submitting,
  children,
}: {
  submitting: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <>
      <button
        type="submit"
        disabled={submitting}
        className={buttonVariants({
          className: 'w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto',
        })}
      >
        {submitting ? t('form.sending') : children}
      </button>
      {/* Hidden as soon as the page script runs (html[data-js]); scripts then send the form. */}
      <p className="text-sm font-semibold js:hidden">{t('form.no_script')}</p>
    </>
  )
}
