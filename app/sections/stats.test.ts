import i18next from 'i18next'
import { expect, test } from 'vitest'
import daHomepage from '../../public/locales/da/homepage.json'
import enHomepage from '../../public/locales/en/homepage.json'
import { i18nOptions } from '../i18n/i18n.ts'
import { intlLocale, LANGUAGES } from '../i18n/languages.ts'
import { STATS } from './stats.tsx'

const HOMEPAGE = { da: daHomepage, en: enHomepage }

test.each(LANGUAGES)(
  '%s: the counters write every step as Intl writes a percentage',
  (language) => {
    const i18n = i18next.createInstance()
    i18n.init({
      ...i18nOptions(language),
      resources: { [language]: { homepage: HOMEPAGE[language] } },
    })
    const percent = (value: number) => i18n.t('stats.percent', { ns: 'homepage', percent: value })
    const intl = new Intl.NumberFormat(intlLocale(language), { style: 'percent' })
    // Every number a counter passes through, from 0 up to its figure.
    const largest = Math.max(...STATS.map((stat) => stat.percent))
    for (let value = 0; value <= largest; value++)
      expect(percent(value)).toBe(intl.format(value / 100))
  },
)
