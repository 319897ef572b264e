import type {
  LeadFailedDetail,
  LeadFailedEvent,
  LeadSentDetail,
  LeadSentEvent,
} from '#app/analytics/analytics-config.ts'
import { failureReason, mailErrorKind } from '#app/mail/errors.ts'
import {
  FORMS,
  type FormName,
  type FormValues,
  formFields,
  HONEYPOT_FIELD,
  MAIL_FORM_ATTRIBUTE,
  type MailFormSetup,
  mailtoHref,
} from '#app/mail/forms.ts'
import { selfCheckScore } from '#app/self-check/self-check-questions.ts'
import { secondsUntilAllowed, sendMail } from './send-mail.ts'

const fill = (text: string, values: FormValues) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')

/** The draft of a form: what was typed, kept for the session so that a reload loses nothing. */
const draftKey = (template: FormName) => `draft-${template}`

function readDraft(key: string): Record<string, unknown> {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}')
    return typeof draft === 'object' && draft !== null ? (draft as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function writeDraft(key: string, values: FormValues | null) {
  try {
    if (values) sessionStorage.setItem(key, JSON.stringify(values))
    else sessionStorage.removeItem(key)
  } catch {
    // Storage can be full or blocked; the form still works, only the draft is not kept.
  }
}

/**
 * The answers of the page's form of questions, as lines of the message: the line before them,
 * the score, then each question as the visitor read it and the answer he chose.
 */
function answerLines(answers: NonNullable<MailFormSetup['answers']>): string {
  const questions = document.getElementById(answers.group)
  if (!questions) return ''
  const lines = [...questions.querySelectorAll('fieldset')].map((group) => {
    const question = group.querySelector('legend')?.textContent?.trim() ?? ''
    const chosen = group.querySelector('input:checked')?.closest('label')?.textContent?.trim()
    return `${question} ${chosen || answers.unanswered}`
  })
  const score = fill(answers.score, { score: String(selfCheckScore(questions)) })
  return ['', '', answers.intro, score, ...lines].join('\n')
}

function textField(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name)
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null
}

/**
 * A form that never loses a lead, from its first paint. Its markup is complete without this
 * (React renders it at build time, components/ui/form-fields.tsx); this module makes it send.
 *
 * - What is typed stays in the fields: they are plain HTML, nothing re-renders them. A draft
 *   (sessionStorage) follows every keystroke, is restored into empty fields only, and is
 *   dropped once the message is sent.
 * - A submit made before this module runs is held by the page script (`data-queued`, the
 *   button already says it is sending) and sent here, once.
 * - idle → sending (`aria-busy`, the button disabled and saying so) → a thank-you
 *   (`role="status"`, the fields cleared) or why it failed (`role="alert"`, every field kept,
 *   a call or a filled-in e-mail offered instead). A filled-in honeypot ends in a quiet
 *   thank-you without sending.
 */
export function mailForm(island: HTMLElement): void {
  const found = island.querySelector<HTMLFormElement>(`form[${MAIL_FORM_ATTRIBUTE}]`)
  if (!found) return
  const form: HTMLFormElement = found
  const setup = JSON.parse(form.getAttribute(MAIL_FORM_ATTRIBUTE) ?? '') as MailFormSetup
  const { params, mailBody } = FORMS[setup.template]
  const fields = formFields(setup.template)
  const key = draftKey(setup.template)
  const valuesOf = (): FormValues =>
    Object.fromEntries(fields.map((name) => [name, textField(form, name)?.value ?? '']))

  const draft = readDraft(key)
  for (const name of fields) {
    const field = textField(form, name)
    const saved = draft[name]
    if (field && field.value === '' && typeof saved === 'string') field.value = saved
  }
  form.addEventListener('input', () => writeDraft(key, valuesOf()))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (form.getAttribute('aria-busy') === 'true') return
    // The button says it is sending at once; the letter is written and handed to the SDK in a
    // task of its own, so the browser can show that first (docs/speed.md, lab INP).
    showSending(form, true)
    setTimeout(() => void send())
  })

  async function send() {
    const values = valuesOf()
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim()))
    const message = fill(setup.message ?? '', { ...setup.defaults, ...filled })
    const answers = setup.answers ? answerLines(setup.answers) : ''
    const letter = { recipient: setup.recipient, message: message + answers }
    writeDraft(key, values)
    showSending(form, true)
    try {
      if (!textField(form, HONEYPOT_FIELD)?.value)
        await sendMail(setup.template, params(values, letter))
      writeDraft(key, null)
      form.reset()
      showResult(form, 'success')
      // For analytics, when it is on (app/browser/analytics/analytics.ts).
      const sent: LeadSentEvent = 'lead-sent'
      const detail: LeadSentDetail = { form: setup.template }
      document.dispatchEvent(new CustomEvent(sent, { detail }))
    } catch (error) {
      console.error('The form could not be sent:', error)
      const why = failureReason(error)
      if (why) {
        const failed: LeadFailedEvent = 'lead-failed'
        const detail: LeadFailedDetail = { form: setup.template, reason: why }
        document.dispatchEvent(new CustomEvent(failed, { detail }))
      }
      const kind = mailErrorKind(error)
      const seconds = String(kind === 'rate_limited' ? secondsUntilAllowed(setup.template) : 0)
      const result = showResult(form, 'error')
      const reason = result?.querySelector('[data-reason]')
      if (reason) reason.textContent = fill(setup.reasons[kind], { seconds })
      const mail = result?.querySelector<HTMLAnchorElement>('a[data-mailto]')
      if (mail) {
        const subject = fill(setup.mailSubject, values)
        const body = mailBody(values, letter)
        mail.href = mailtoHref(mail.dataset.mailto ?? '', subject, body)
      }
    } finally {
      showSending(form, false)
    }
  }

  // The page script held a submit made before this module ran: send it now, once.
  if ('queued' in form.dataset) {
    delete form.dataset.queued
    void send()
  }
}

function showSending(form: HTMLFormElement, sending: boolean) {
  if (sending) {
    form.setAttribute('aria-busy', 'true')
    showResult(form, null)
  } else form.removeAttribute('aria-busy')
  for (const button of form.querySelectorAll('button')) button.disabled = sending
}

/** The role of each result's message: a thank-you is a status, a failure an alert. */
const RESULT_ROLES = { success: 'status', error: 'alert' } as const

/**
 * Puts a copy of the form's prerendered, hidden message for a result (`data-result`) in its
 * place, as a status or an alert, or takes the last one away. Inserted, it is read out by
 * screen readers.
 */
function showResult(form: HTMLFormElement, result: 'success' | 'error' | null) {
  const place = form.querySelector('[data-result-place]')
  if (!place) return null
  place.replaceChildren()
  if (!result) return place
  const message = form.querySelector(`[data-result="${result}"] > *`)?.cloneNode(true)
  if (!(message instanceof Element)) return place
  message.setAttribute('role', RESULT_ROLES[result])
  place.append(message)
  return place
}
