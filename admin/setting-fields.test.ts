import { expect, test } from 'vitest'
import { z } from 'zod'
import {
  menuPath,
  settingChildren,
  settingMeta,
  siteFileSchema,
  unwrapSetting,
} from '#app/settings/site-file-schema.ts'
import { settingFields } from './setting-fields.ts'

/**
 * Every setting of a group, by dotted name, with its schema: a per-language value is its
 * setting's, and a setting the editor shows as one field (key-value shades) has none inside.
 */
function settings(schema: z.ZodType, at = ''): [string, z.ZodType][] {
  if (unwrapSetting(schema).inner instanceof z.ZodRecord) return []
  const widget = settingMeta(schema).editor?.widget
  if (at && widget && widget !== 'object' && widget !== 'list') return []
  return settingChildren(schema).flatMap(([key, child]) => {
    const field = at ? `${at}.${key}` : key
    return [[field, child] as [string, z.ZodType], ...settings(child, field)]
  })
}

test('every setting of content/site.json is declared with its label, once, where its rules are', () => {
  const declared = settings(siteFileSchema)
  expect(declared.length).toBeGreaterThan(60)
  const unlabelled = declared.filter(([, schema]) => !settingMeta(schema).label).map(([f]) => f)
  expect(unlabelled).toEqual([])
  expect(menuPath('founder.name')).toBe('Virksomhedens oplysninger → Indehaver → Navn')
  expect(() => menuPath('founder.nickname')).toThrow(
    'content/site.json has no setting founder.nickname',
  )
})

test("a setting's editor field comes from its rules and its words: widget, required, hint, options", () => {
  const schema = z.strictObject({
    name: z.string().meta({ label: 'Navn', hint: 'Som på CVR' }),
    years: z
      .number()
      .int()
      .optional()
      .meta({ label: 'År', editor: { widget: 'number', min: 1 } }),
    ticked: z.boolean().meta({ label: 'Bekræftet' }),
    shades: z
      .strictObject({ 50: z.string() })
      .meta({ label: 'Farver', editor: { widget: 'keyvalue' } }),
    group: z.strictObject({ city: z.string().meta({ label: 'By' }) }).meta({ label: 'Adresse' }),
  })
  expect(settingFields(schema)).toEqual([
    { name: 'name', label: 'Navn', hint: 'Som på CVR', widget: 'string' },
    { name: 'years', label: 'År', required: false, widget: 'number', min: 1 },
    { name: 'ticked', label: 'Bekræftet', widget: 'boolean' },
    { name: 'shades', label: 'Farver', widget: 'keyvalue' },
    {
      name: 'group',
      label: 'Adresse',
      widget: 'object',
      fields: [{ name: 'city', label: 'By', widget: 'string' }],
    },
  ])
})
