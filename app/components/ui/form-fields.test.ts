import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import '#app/i18n/i18n.ts'
import { intlLocale } from '#app/i18n/languages.ts'
import { FIELDS } from '#app/mail/forms.ts'
import { Field } from './form-fields.tsx'

test('the message box takes as much as a message may carry, and says how much as the language writes it', () => {
  const html = renderToString(createElement(Field, { form: 'contact', name: 'message' }))
  const limit = new Intl.NumberFormat(intlLocale(BUILD_LANGUAGE)).format(FIELDS.message.maxLength)
  expect(html).toContain(`maxLength="${FIELDS.message.maxLength}"`)
  expect(html).toContain(` ${limit} `)
})
