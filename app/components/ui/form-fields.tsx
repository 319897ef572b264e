import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { MAIL_ERROR_KINDS } from '#app/mail/errors.ts'
import {
  FIELDS,
  type FieldName,
  type FieldSpec,
  FORMS,
  type FormName,
  type FormSpec,
  formFields,
  HONEYPOT_FIELD,
  type MailFormSetup,
} from '#app/mail/forms.ts'
import { site } from '#app/settings/site.ts'
import { buttonVariants } from './button-variants.ts'
import { cn } from './cn.ts'

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700'

/**
 * A visible label above its input; required fields are marked with *. What it takes, and its
 * label (`form.{name}`), come from the form's description (mail/forms.ts). The field is
 * uncontrolled: what is typed stays in the DOM, and the form's script reads it from there
 * (browser/islands/mail-form.ts). A long text field says how much it takes.
 */
export function Field({ form, name }: { form: FormName; name: FieldName }) {
  const { t } = useTranslation()
  const spec: FieldSpec = FIELDS[name]
  const formSpec: FormSpec = FORMS[form]
  const required = formSpec.fields[name] === 'required'
  const id = `${form}-${name}`
  const { maxLength, rows } = spec
  const hintId = `${id}-hint`
  /** What the input or textarea has either way. */
  const control = { id, name, required, maxLength, className: inputClass }
  return (
    <div>
      <label htmlFor={id} className="font-medium text-ink">
        {t(`form.${name}`)}
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
            {t('form.max_length', { count: maxLength })}
          </p>
        </>
      ) : (
        <input {...control} type={spec.type ?? 'text'} autoComplete={spec.autoComplete} />
      )}
    </div>
  )
}

/**
 * A form's fields in order, those it shows side by side in one row from the small breakpoint,
 * then the honeypot.
 */
export function FormFields({ form }: { form: FormName }) {
  const spec: FormSpec = FORMS[form]
  const sideBySide = spec.sideBySide ?? []
  return (
    <>
      {formFields(form).map((name) => {
        if (!sideBySide.includes(name)) return <Field key={name} form={form} name={name} />
        if (name !== sideBySide[0]) return null
        return (
          <div key={name} className="grid gap-4 sm:grid-cols-2">
            {sideBySide.map((pair) => (
              <Field key={pair} form={form} name={pair} />
            ))}
          </div>
        )
      })}
      <Honeypot idPrefix={form} />
    </>
  )
}

/** A field people never see and bots fill in. */
function Honeypot({ idPrefix }: { idPrefix: string }) {
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
 * A form that sends through the mail provider. Its markup is complete at build time; in the
 * browser browser/islands/mail-form.ts reads its setup from `data-mail-form` and makes it send. Until then,
 * and without JavaScript, `method="dialog"` keeps a submit from going anywhere: nothing typed
 * lands in the address or is lost (the page script holds an early submit for the module).
 */
export function MailFormElement({
  template,
  mailSubject,
  message,
  answers,
  id,
  labelledBy,
  className,
  children,
  defaults,
}: Pick<MailFormSetup, 'template' | 'mailSubject' | 'message' | 'answers' | 'defaults'> & {
  id?: string
  labelledBy: string
  className: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const setup: MailFormSetup = {
    template,
    recipient: site.mailRecipient,
    reasons: Object.fromEntries(
      MAIL_ERROR_KINDS.map((kind) => [kind, t(`form.errors.${kind}`, { seconds: '{{seconds}}' })]),
    ) as MailFormSetup['reasons'],
    mailSubject,
    message,
    answers,
    defaults,
  }
  return (
    <form
      id={id}
      method="dialog"
      data-mail-form={JSON.stringify(setup)}
      aria-labelledby={labelledBy}
      className={cn('group/mail', className)}
    >
      {children}
    </form>
  )
}

/**
 * Sends the form. It works from the first paint: a press before the form's script runs is held
 * by the page script and sent once it does, and the button says it is sending from that moment
 * (`aria-busy` on the form). Without JavaScript, or if its script failed to load, the form
 * cannot send, and says so, with the phone number and e-mail address to use instead.
 */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <button
        type="submit"
        className={buttonVariants({
          className: 'w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto',
        })}
      >
        <span className="group-aria-busy/mail:hidden">{children}</span>
        <span className="hidden group-aria-busy/mail:inline">{t('form.sending')}</span>
      </button>
      {/* Hidden as soon as the page script runs (html[data-js]); scripts then send the form. */}
      <p className="text-sm font-semibold js:hidden">{t('form.no_script')}</p>
      {/* Shown if the form's script failed to load (html[data-script-failed]). */}
      <p className="hidden text-sm font-semibold script-failed:block">{t('form.script_failed')}</p>
    </>
  )
}

/**
 * What a form's details are used for, in one line, with a link to the privacy policy: the
 * information GDPR art. 13 asks for where the details are collected.
 */
export function FormPrivacyNote({ purpose }: { purpose: string }) {
  const { t } = useTranslation('universal')
  return (
    <p className="text-sm text-muted">
      {purpose}{' '}
      <a href={pagePath('privacy', BUILD_LANGUAGE)} className="underline underline-offset-4">
        {t('form.privacy_link')}
      </a>
    </p>
  )
}
