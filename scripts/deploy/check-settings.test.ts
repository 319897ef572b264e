import { expect, test } from 'vitest'
import { missingSettings, REQUIRED_SETTINGS } from './check-settings.ts'

test('a missing secret or variable is named, in Danish, with where to make it', () => {
  const all = Object.fromEntries(REQUIRED_SETTINGS.map(({ name }) => [name, 'https://x.dk']))
  expect(missingSettings(all, false)).toEqual([])
  expect(
    missingSettings({ ...all, CLOUDFLARE_API_TOKEN: ' ', SITE_URL_EN: undefined }, false),
  ).toEqual([
    '- Hemmeligheden `CLOUDFLARE_API_TOKEN` mangler. Opret den under Settings → Secrets and variables → Actions → Secrets (guiden, trin 3: Cloudflare-nøglen).',
    '- Variablen `SITE_URL_EN` mangler. Opret den under Settings → Secrets and variables → Actions → Variables (guiden, trin 4: adresserne).',
  ])
})

test('the mail keys are asked for when the whole site, with its forms, is published, or once one is set', () => {
  const all = Object.fromEntries(REQUIRED_SETTINGS.map(({ name }) => [name, 'https://x.dk']))
  expect(missingSettings(all, false)).toEqual([])
  expect(missingSettings(all, true)).toHaveLength(4)
  expect(missingSettings(all, true)[0]).toBe(
    '- Hemmeligheden `EMAILJS_PUBLIC_KEY` mangler. Opret den under Settings → Secrets and variables → Actions → Secrets (guiden, trin 6: mailen).',
  )
  // Some keys without the rest stop every build, the holding page's too: the rest are named.
  const someKeys = { ...all, EMAILJS_PUBLIC_KEY: 'key', EMAILJS_SERVICE_ID: 'service_x' }
  expect(missingSettings(someKeys, false)).toEqual([
    '- Hemmeligheden `EMAILJS_CONTACT_TEMPLATE_ID` mangler. Opret den under Settings → Secrets and variables → Actions → Secrets (guiden, trin 6: mailen).',
    '- Hemmeligheden `EMAILJS_AUDIT_TEMPLATE_ID` mangler. Opret den under Settings → Secrets and variables → Actions → Secrets (guiden, trin 6: mailen).',
  ])
})

test('an address without https:// is named, in Danish, with what to write', () => {
  const all = Object.fromEntries(REQUIRED_SETTINGS.map(({ name }) => [name, 'https://x.dk']))
  expect(missingSettings({ ...all, SITE_URL_DA: 'lokalsynlig.dk' }, false)).toEqual([
    '- Variablen `SITE_URL_DA` er »lokalsynlig.dk«. Skriv hele adressen med https:// foran og intet efter domænet, fx `https://lokalsynlig.dk` (guiden, trin 4: adresserne).',
  ])
  expect(missingSettings({ ...all, SITE_URL_EN: 'https://lokalsynlig.com/' }, false)).toEqual([])
})
