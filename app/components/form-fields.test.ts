import { expect, test } from 'vitest'
import { localeText } from '../../scripts/locale-text.ts'
import { intlLocale, LANGUAGES } from '../i18n/languages.ts'
import { FIELD_MAX_LENGTH } from './form-fields.tsx'

test.each(LANGUAGES)(
  '%s: the message box states its limit as the language writes it',
  (language) => {
    const limit = new Intl.NumberFormat(intlLocale(language)).format(FIELD_MAX_LENGTH.message)
    expect(localeText(language, 'universal', 'form.max_length')).toContain(` ${limit} `)
  },
)
