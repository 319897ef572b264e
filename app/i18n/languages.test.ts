import { expect, test } from 'vitest'
import { fillTextVariables, site } from '#app/settings/site.ts'
import { i18n } from './i18n.ts'
import { numberInWords, siteOrigins } from './languages.ts'

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

test('a number under ten is a word in running text; any other stays digits', () => {
  expect(numberInWords(2, 'en')).toBe('two')
  expect(numberInWords('5', 'en')).toBe('five')
  expect(numberInWords(3, 'da')).toBe('tre')
  expect(numberInWords(12, 'en')).toBe('12')
  expect(fillTextVariables('Within {{analysis_days, words}} business days', 'en')).toBe(
    `Within ${numberInWords(site.freeAnalysis.workingDays, 'en')} business days`,
  )
  expect(i18n.t('x', { defaultValue: '{{n, words}} fixes', n: 5, lng: 'en' })).toBe('five fixes')
})
