import { EmailJSResponseStatus } from '@emailjs/browser'
import { expect, test } from 'vitest'
import { failureReason, MailTimeoutError, mailErrorKind } from './errors.ts'
import { FORMS, mailtoHref } from './forms.ts'

test('the contact form sends the spec fields, with the fixed recipient', () => {
  expect(
    FORMS.contact.params(
      { name: 'Ane', email: 'ane@firma.dk', company: '', message: 'Hej' },
      { recipient: 'kontakt@x.dk', message: '' },
    ),
  ).toEqual({
    from_name: 'Ane',
    from_email: 'ane@firma.dk',
    company: '',
    message: 'Hej',
    to_email: 'kontakt@x.dk',
  })
})

test('the audit request is from the company, with a fixed sentence naming it', () => {
  expect(
    FORMS.audit.params(
      { company: 'VVS Hansen', email: 'a@b.dk' },
      { recipient: 'k@x.dk', message: 'VVS Hansen har bedt om …' },
    ),
  ).toEqual({
    from_name: 'VVS Hansen',
    from_email: 'a@b.dk',
    company: 'VVS Hansen',
    message: 'VVS Hansen har bedt om …',
    to_email: 'k@x.dk',
  })
})

test('hostile text goes out unchanged', () => {
  // Markup, template syntax of i18next and of JavaScript, right-to-left override, quotes.
  const message = `<script>alert(1)</script> {{brand}} \${x} \u202Eevil & "quotes"`
  expect(
    FORMS.contact.params(
      { name: message, email: 'a@b.dk', company: message, message },
      { recipient: 'k@x.dk', message: '' },
    ),
  ).toMatchObject({
    from_name: message,
    company: message,
    message,
  })
})

test('the e-mail fallback carries what was typed', () => {
  expect(mailtoHref('k@x.dk', 'Hej & tak', 'Linje 1\nÆblegrød?')).toBe(
    'mailto:k@x.dk?subject=Hej%20%26%20tak&body=Linje%201%0A%C3%86blegr%C3%B8d%3F',
  )
})

test('every failure the SDK reports gets its own message', () => {
  const status = (code: number, text: string) => new EmailJSResponseStatus(code, text)
  expect(mailErrorKind(new EmailJSResponseStatus())).toBe('network')
  expect(mailErrorKind(new TypeError('Failed to fetch'))).toBe('network')
  expect(mailErrorKind(status(400, 'The service_id parameter is required'))).toBe('bad_request')
  expect(mailErrorKind(status(403, 'Forbidden'))).toBe('blocked')
  expect(mailErrorKind(status(413, 'Payload Too Large'))).toBe('too_large')
  expect(mailErrorKind(status(429, 'Too Many Requests'))).toBe('rate_limited')
  expect(mailErrorKind(status(451, 'Unavailable For Headless Browser'))).toBe('headless')
  expect(mailErrorKind(status(500, 'Internal Server Error'))).toBe('server')
  expect(mailErrorKind(status(503, 'Service Unavailable'))).toBe('server')
  expect(mailErrorKind(new MailTimeoutError(15_000))).toBe('timeout')
  expect(mailErrorKind('The public key is required.')).toBe('bad_request')
})

test("a lost lead is counted by why, and the visitor's own repeat or a bot is not", () => {
  const status = (code: number, text: string) => new EmailJSResponseStatus(code, text)
  expect(failureReason(new EmailJSResponseStatus())).toBe('network')
  expect(failureReason(new MailTimeoutError(15_000))).toBe('network')
  expect(failureReason(status(426, 'Upgrade Required'))).toBe('quota')
  expect(failureReason(status(400, 'You have exceeded the monthly limit'))).toBe('quota')
  expect(failureReason(status(400, 'The template ID is invalid'))).toBe('refused')
  expect(
    failureReason(status(412, 'Gmail_API: Invalid grant. Please reconnect your Gmail account')),
  ).toBe('refused')
  expect(failureReason(status(500, 'Internal Server Error'))).toBe('refused')
  expect(failureReason('The public key is required.')).toBe('refused')
  expect(failureReason(status(429, 'Too Many Requests'))).toBeNull()
  expect(failureReason(status(451, 'Unavailable For Headless Browser'))).toBeNull()
  expect(failureReason(status(403, 'Forbidden'))).toBeNull()
})
