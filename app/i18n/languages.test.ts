import { expect, test } from 'vitest'
import { siteOrigins } from './languages.ts'

test('the sites’ addresses come from SITE_URL_DA / SITE_URL_EN, without a trailing slash', () => {
  expect(siteOrigins({})).toEqual({ da: 'https://lokalsynlig.dk', en: 'https://lokalsynlig.com' })
  expect(siteOrigins({ SITE_URL_DA: 'https://www.eksempel.dk/' }).da).toBe(
    'https://www.eksempel.dk',
  )
})

test('an address without https:// is refused with what to write, not "Invalid URL"', () => {
  expect(() => siteOrigins({ SITE_URL_EN: 'lokalsynlig.com' })).toThrow(
    'SITE_URL_EN must be the site\'s whole address, starting with https:// (e.g. https://lokalsynlig.com), not "lokalsynlig.com"',
  )
})
