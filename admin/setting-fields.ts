import type { Field } from '@sveltia/cms'
import { z } from 'zod'
import { settingChildren, settingMeta, unwrapSetting } from '#app/settings/site-file-schema.ts'

/**
 * The editor's fields for the business details (content/site.json), derived from the file's
 * schema, where each setting is declared once with its words (app/settings/site-file-schema.ts):
 * the label, hint and widget come from its metadata, optional from its rules, and a group's
 * fields from its settings. A widget the metadata names (a picture, a date, key-value shades)
 * is taken as it is.
 */
export function settingField(name: string, schema: z.ZodType): Field {
  const { inner, optional } = unwrapSetting(schema)
  const { label, hint, editor = {} } = settingMeta(schema)
  const base = {
    name,
    label: label ?? name,
    ...(optional && { required: false }),
    ...(hint && { hint }),
  }
  const children = settingChildren(schema)
  const own = (widget: string) => ({ ...base, widget, ...editor }) as Field
  // A widget the words name (a picture, a date, key-value shades) is taken as it is.
  if (editor.widget && editor.widget !== 'object' && editor.widget !== 'list')
    return { ...base, ...editor } as Field
  if (children.length)
    return {
      ...own('object'),
      fields: children.map(([key, child]) =>
        inner instanceof z.ZodRecord
          ? { ...settingField(key, child), label: key }
          : settingField(key, child),
      ),
    } as Field
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType
    return element instanceof z.ZodObject
      ? ({ ...own('list'), fields: settingFields(element) } as Field)
      : own('list')
  }
  if (inner instanceof z.ZodNumber) return own('number')
  if (inner instanceof z.ZodBoolean || inner instanceof z.ZodLiteral) return own('boolean')
  return own('string')
}

/** The fields of a group of settings, in its order. */
export const settingFields = (schema: z.ZodType): Field[] =>
  settingChildren(schema).map(([key, child]) => settingField(key, child))
