import { expect, test } from 'vitest'
import { assertLeadsCanArrive, MAIL_PROVIDER_ORIGIN, mailConfig } from './mail-config.ts'

const KEYS = {
  EMAILJS_PUBLIC_KEY: 'pk_123',
  EMAILJS_SERVICE_ID: 'service_abc',
  EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact',
  EMAILJS_AUDIT_TEMPLATE_ID: 'template_audit',
}

test('with no keys the forms send to the local inbox, which does not block headless browsers', () => {
  expect(mailConfig({})).toMatchObject({
    mode: 'local-inbox',
    origin: 'http://localhost:4175',
    blockHeadless: false,
    templates: { contact: 'contact_form', audit: 'audit_request', callback: 'contact_form' },
  })
  expect(mailConfig({ PORT_MAIL: '5999' }).origin).toBe('http://localhost:5999')
})

test('with every key they send to the provider, blocking headless browsers by default', () => {
  expect(mailConfig(KEYS)).toEqual({
    mode: 'provider',
    origin: MAIL_PROVIDER_ORIGIN,
    publicKey: 'pk_123',
    serviceId: 'service_abc',
    templates: {
      contact: 'template_contact',
      audit: 'template_audit',
      callback: 'template_contact',
    },
    blockHeadless: true,
    blockList: [],
    throttleMs: 10_000,
  })
  expect(mailConfig({ ...KEYS, MAIL_BLOCK_HEADLESS: 'false' }).blockHeadless).toBe(false)
})

test('some keys but not all fail the build and name what is missing', () => {
  const { EMAILJS_SERVICE_ID: _, EMAILJS_AUDIT_TEMPLATE_ID: __, ...partial } = KEYS
  expect(() => mailConfig(partial)).toThrow(
    'Mail keys are incomplete: EMAILJS_SERVICE_ID, EMAILJS_AUDIT_TEMPLATE_ID are missing.',
  )
  expect(() => mailConfig({ EMAILJS_PUBLIC_KEY: 'pk' })).toThrow(/EMAILJS_SERVICE_ID/)
})

test('block list, throttle and the headless switch come from the environment, checked', () => {
  const config = mailConfig({
    MAIL_BLOCK_LIST: ' Spam@Example.com, , bot@example.org',
    MAIL_THROTTLE_MS: '0',
  })
  expect(config.blockList).toEqual(['spam@example.com', 'bot@example.org'])
  expect(config.throttleMs).toBe(0)
  expect(() => mailConfig({ MAIL_THROTTLE_MS: 'soon' })).toThrow(/MAIL_THROTTLE_MS/)
  expect(() => mailConfig({ MAIL_BLOCK_HEADLESS: 'yes' })).toThrow(/MAIL_BLOCK_HEADLESS/)
})

test('a build for a real domain without keys fails: its leads would go to a local inbox', () => {
  const local = ['http://localhost:4173', 'http://127.0.0.1:4174']
  const domains = ['https://lokalsynlig.dk', 'https://lokalsynlig.com']
  expect(() => assertLeadsCanArrive(mailConfig({}), local)).not.toThrow()
  expect(() => assertLeadsCanArrive(mailConfig({}), domains)).toThrow(
    /for https:\/\/lokalsynlig\.dk and https:\/\/lokalsynlig\.com .*EMAILJS_PUBLIC_KEY/,
  )
  expect(() => assertLeadsCanArrive(mailConfig(KEYS), domains)).not.toThrow()
})
