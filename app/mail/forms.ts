import type { MailErrorKind } from './errors.ts'

/**
 * The site's two mail forms, described once: their fields, limits and what they send. The
 * markup (components/ui/form-fields.tsx), the browser side (browser/islands/mail-form.ts) and
 * the provider's `template_params` all follow from it. Adding a field is one edit here, plus its
 * label `form.{field}` in both languages' universal.json.
 */

export type FieldSpec = {
  /** The most a visitor can type. */
  maxLength: number
  type?: 'email' | 'tel'
  autoComplete?: string
  /** A textarea of this many rows instead of an input. */
  rows?: number
}

/**
 * Every field a form may have. Their limits together stay far below the provider's 50 KB limit
 * for a message, so a long message never fails only in production. Each field's label is
 * `universal:form.{name}`.
 */
export const FIELDS = {
  name: { maxLength: 100, autoComplete: 'name' },
  email: { maxLength: 254, type: 'email', autoComplete: 'email' },
  company: { maxLength: 150, autoComplete: 'organization' },
  message: { maxLength: 5000, rows: 4 },
  phone: { maxLength: 30, type: 'tel', autoComplete: 'tel' },
  when: { maxLength: 100 },
  searches: { maxLength: 300 },
} as const satisfies Record<string, FieldSpec>

export type FieldName = keyof typeof FIELDS

/** What the forms send as the provider's `template_params` (spec section 7). */
export type TemplateParams = {
  from_name: string
  from_email: string
  company: string
  message: string
  to_email: string
}

/** What a visitor typed, by field name. */
export type FormValues = Record<string, string>

/** What a form knows besides what was typed: the recipient and its fixed sentence, filled in. */
export type Letter = { recipient: string; message: string }

export type FormSpec = {
  /** Its fields, in order, and whether each must be filled in. */
  fields: Partial<Record<FieldName, 'required' | 'optional'>>
  /** Fields shown side by side from the small breakpoint; the others span the form. */
  sideBySide?: readonly FieldName[]
  /** What it sends to the provider. */
  params(values: FormValues, letter: Letter): TemplateParams
  /** The body of the e-mail offered when sending fails, with what was typed. */
  mailBody(values: FormValues, letter: Letter): string
}

export const FORMS = {
  /** The contact form on the home page. */
  contact: {
    fields: { name: 'required', email: 'required', company: 'optional', message: 'required' },
    sideBySide: ['name', 'email'],
    params: (values, letter) => ({
      from_name: values.name ?? '',
      from_email: values.email ?? '',
      company: values.company ?? '',
      message: values.message ?? '',
      to_email: letter.recipient,
    }),
    mailBody: ({ name, company, email, message }) =>
      [`${name}${company ? `, ${company}` : ''}`, email, '', message].join('\n'),
  },
  /**
   * The free-analysis request: from the company, with a fixed sentence naming it, and the
   * searches that matter most to him if he says (a line of the message, "not given" if not).
   */
  audit: {
    fields: { company: 'required', email: 'required', searches: 'optional' },
    params: (values, letter) => ({
      from_name: values.company ?? '',
      from_email: values.email ?? '',
      company: values.company ?? '',
      message: letter.message,
      to_email: letter.recipient,
    }),
    mailBody: (values, letter) => `${letter.message}\n${values.email}`,
  },
  /**
   * A call-back request: a phone number and, if he likes, when suits him. It goes through the
   * contact form's template (no third template for the owner to set up): the number as the
   * sender's name, the request as the message. It has no address to reply to, so `from_email`
   * (the template's Reply-To) is the owner's own, which the provider always accepts.
   */
  callback: {
    fields: { phone: 'required', when: 'optional' },
    sideBySide: ['phone', 'when'],
    params: (values, letter) => ({
      from_name: values.phone ?? '',
      from_email: letter.recipient,
      company: '',
      message: letter.message,
      to_email: letter.recipient,
    }),
    mailBody: (_values, letter) => letter.message,
  },
} as const satisfies Record<string, FormSpec>

/** The contact form's element id: the monthly form test knows a live domain by it. */
export const CONTACT_FORM_ID = 'contact-form'

/** A form's name, which is also the name of its template at the mail provider. */
export type FormName = keyof typeof FORMS

/** A form's fields, in order. */
export function formFields(form: FormName): FieldName[] {
  return Object.keys(FORMS[form].fields) as FieldName[]
}

/** The hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = 'website'

/** The attribute that marks a mail form and carries its setup (MailFormSetup, as JSON). */
export const MAIL_FORM_ATTRIBUTE = 'data-mail-form'

/**
 * What a form needs in the browser besides its markup. React writes it into the form at build
 * time (`data-mail-form`), in the page's language, with the business's details filled in; only
 * what the visitor typed (`{{company}}`, `{{seconds}}`) is filled in there.
 */
export type MailFormSetup = {
  template: FormName
  /** Who receives the message (`to_email`). */
  recipient: string
  /** Why a send failed, by kind; the rate limit's holds `{{seconds}}`. */
  reasons: Record<MailErrorKind, string>
  /** The subject of the e-mail offered after a failure; may hold `{{company}}`. */
  mailSubject: string
  /** The request's fixed sentence, with what was typed: `{{company}}`, `{{phone}}`, `{{when}}`. */
  message?: string
  /** What a field left empty stands for in that sentence (the call-back's "any time"). */
  defaults?: Partial<Record<FieldName, string>>
  /**
   * A group of yes/no questions on the same page (fieldsets, each with its legend) whose
   * answers the message carries after the sentence (the self-check, app/self-check/self-check-questions.ts): the
   * group's id, the line before them, the score line with `{{score}}`, and what an unanswered
   * question says.
   */
  answers?: { group: string; intro: string; score: string; unanswered: string }
}

/** A mailto: link with what the visitor typed, for when sending fails. */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
