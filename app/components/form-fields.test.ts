import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { BUILD_LANGUAGE } from '../build-env.ts'
import '../i18n/i18n.ts'
import { intlLocale } from '../i18n/languages.ts'
import { FIELD_MAX_LENGTH, Field } from './form-fields.tsx'

test('the message box takes as much as a message may carry, and says how much as the language writes it', () => {
  const html = renderToString(
    createElement(Field, { idPrefix: 'test', name: 'message', label: 'Besked', rows: 4 }),
  )
  const limit = new Intl.NumberFormat(intlLocale(BUILD_LANGUAGE)).format(FIELD_MAX_LENGTH.message)
  expect(html).toContain(`maxLength="${FIELD_MAX_LENGTH.message}"`)
  expect(html).toContain(` ${limit} `)
})
