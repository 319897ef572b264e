import type { ChangeEvent, ReactNode, RefObject } from 'react'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { mailtoHref } from '../mail/payload.ts'
import { type FormStatus, HONEYPOT_FIELD } from '../mail/use-mail-form.ts'
import { site } from '../site.ts'

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700'

type FieldProps = {
  name: string
  label: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  type?: 'text' | 'email'
  required?: boolean
  /** A textarea of this many rows instead of an input. */
  rows?: number
  autoComplete?: string
  idPrefix: string
}

/** A visible label above its input; required fields are marked with *. */
export function Field({
  name,
  label,
  value,
  onChange,
  type = 'text',
  required = false,
  rows,
  autoComplete,
  idPrefix,
}: FieldProps) {
  const { t } = useTranslation()
  const id = `${idPrefix}-${name}`
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
        <textarea
          id={id}
          name={name}
          rows={rows}
          required={required}
          value={value}
          onChange={onChange}
          className={inputClass}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          required={required}
          value={value}
          onChange={onChange}
          autoComplete={autoComplete}
          className={inputClass}
        />
      )}
    </div>
  )
}

/** A field people never see and bots fill in. */
export function Honeypot({
  inputRef,
  idPrefix,
}: {
  inputRef: RefObject<HTMLInputElement | null>
  idPrefix: string
}) {
  const { t } = useTranslation()
  return (
    <div aria-hidden="true" className="hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{t('form.honeypot')}</label>
      <input
        ref={inputRef}
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  )
}

const noSubscription = () => () => {}

/** False in the prerendered HTML and while hydrating, true once React runs the page. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * Sends the form; disabled until the page has hydrated, because the browser's own submission
 * would put the visitor's details into the address and reload away what they typed.
 */
export function SubmitButton({ status, children }: { status: FormStatus; children: ReactNode }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const submitting = status.state === 'submitting'
  return (
    <button
      type="submit"
      disabled={submitting || !hydrated}
      className="btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
    >
      {submitting ? t('form.sending') : children}
    </button>
  )
}

function SuccessMessage({ title, text }: { title: string; text: string }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-950"
    >
      <p className="font-bold">{title}</p>
      <p className="mt-1">{text}</p>
    </div>
  )
}

/**
 * Why sending failed, that nothing typed is lost, and two other ways to reach the business:
 * a call, or an e-mail with what was typed already in it.
 */
function ErrorMessage({
  status,
  message,
  mail,
}: {
  status: Extract<FormStatus, { state: 'error' }>
  message: string
  mail: { subject: string; body: string }
}) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950">
      <p className="font-bold">{message}</p>
      <p className="mt-1">{t(`form.errors.${status.kind}`, { seconds: status.retrySeconds })}</p>
      <p className="mt-1">
        {t('form.kept')} {t('form.try_again')}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        <a href={`tel:${site.phone.dial}`} className="underline underline-offset-4">
          {t('form.call')}
        </a>
        <a
          href={mailtoHref(site.email, mail.subject, mail.body)}
          className="underline underline-offset-4"
        >
          {t('form.mail')}
        </a>
      </p>
    </div>
  )
}

/** What came of the last submit: a thank-you, or why it failed and how else to reach us. */
export function FormResult({
  status,
  success,
  error,
}: {
  status: FormStatus
  success: { title: string; text: string }
  error: { message: string; mail: { subject: string; body: string } }
}) {
  if (status.state === 'success')
    return <SuccessMessage title={success.title} text={success.text} />
  if (status.state === 'error')
    return <ErrorMessage status={status} message={error.message} mail={error.mail} />
  return null
}
