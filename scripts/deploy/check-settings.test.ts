import { expect, test } from 'vitest'
import { missingSettings, REQUIRED_SETTINGS } from './check-settings.ts'

test('a missing secret or variable is named, in Danish, with where to make it', () => {
  const all = Object.fromEntries(REQUIRED_SETTINGS.map(({ name }) => [name, 'x']))
  expect(missingSettings(all, false)).toEqual([])
  expect(
    missingSettings({ ...all, CLOUDFLARE_API_TOKEN: ' ', SITE_URL_EN: undefined }, false),
  ).toEqual([
    '- Hemmeligheden `CLOUDFLARE_API_TOKEN` mangler. Opret den under Settings → Secrets and variables → Actions → Secrets (guiden, trin 3: Cloudflare-nøglen).',
    '- Variablen `SITE_URL_EN` mangler. Opret den under Settings → Secrets and variables → Actions → Variables (guiden, trin 4: adresserne).',
  ])
})

test('the mail keys are asked for only when the whole site, with its forms, is published', () => {
  const all = Object.fromEntries(REQUIRED_SETTINGS.map(({ name }) => [name, 'x']))
  expect(missingSettings(all, false)).toEqual([])
  expect(missingSettings(all, true)).toHaveLength(4)
  expect(missingSettings(all, true)[0]).toBe(
    '- Hemmeligheden `EMAILJS_PUBLIC_KEY` mangler. Opret den under Settings → Secrets and variables → Actions → Secrets (guiden, trin 7: mailen).',
  )
})
