import { type FormEvent, useActionState, useEffect, useLayoutEffect, useRef } from 'react'
import { type MailErrorKind, mailErrorKind } from './errors.ts'

/** The last send's outcome; while a send runs, the form is `submitting` instead. */
export type FormResult<V> =
  | { state: 'idle' }
  | { state: 'success' }
  | { state: 'error'; kind: MailErrorKind; retrySeconds: number; values: V }

export type FormStatus<V> = FormResult<V> | { state: 'submitting' }

/** The hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = 'website'

function readDraft(key: string): Record<string, unknown> {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}')
    return typeof draft === 'object' && draft !== null ? (draft as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function writeDraft(key: string, values: object | null) {
  try {
    if (values) sessionStorage.setItem(key, JSON.stringify(values))
    else sessionStorage.removeItem(key)
  } catch {
    // Storage can be full or blocked; the form still works, only the draft is not kept.
  }
}

/** Fills the fields that are empty from the saved draft; what the visitor typed stays. */
function restoreDraft(form: HTMLFormElement | null, key: string, fields: readonly string[]) {
  if (!form) return
  const draft = readDraft(key)
  for (const name of fields) {
    const field = form.elements.namedItem(name)
    const saved = draft[name]
    if (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.value === '' &&
      typeof saved === 'string'
    ) {
      field.value = saved
    }
  }
}

function valuesOf<V extends Record<string, string>>(
  data: FormData,
  fields: readonly (keyof V & string)[],
): V {
  return Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')])) as V
}

/**
 * A form that never loses a lead. Its fields are uncontrolled, so whatever is typed before the
 * page hydrates stays where it is; the form's `action` is a React form action, so a submit made
 * before hydration is queued by React and sent once, when it has hydrated.
 *
 * idle → submitting → success | error. While sending, the button is disabled. React clears the
 * fields after every action; after a success that is what the spec wants, and after a failure
 * the fields are filled again at once from the draft. The draft (sessionStorage) follows every
 * keystroke and the submit, is restored into empty fields after a reload, and is dropped once
 * the message is sent. A filled-in honeypot ends in a quiet "success" without sending.
 */
export function useMailForm<V extends Record<string, string>>(options: {
  draftKey: string
  fields: readonly (keyof V & string)[]
  send: (values: V) => Promise<void>
  secondsUntilAllowed: () => number
}) {
  const { draftKey, fields, send, secondsUntilAllowed } = options
  const form = useRef<HTMLFormElement>(null)

  const [result, action, pending] = useActionState<FormResult<V>, FormData>(
    async (_previous, data) => {
      const values = valuesOf<V>(data, fields)
      writeDraft(draftKey, values)
      try {
        if (!data.get(HONEYPOT_FIELD)) await send(values)
        writeDraft(draftKey, null)
        return { state: 'success' }
      } catch (error) {
        console.error('The form could not be sent:', error)
        const kind = mailErrorKind(error)
        const retrySeconds = kind === 'rate_limited' ? secondsUntilAllowed() : 0
        return { state: 'error', kind, retrySeconds, values }
      }
    },
    { state: 'idle' },
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: restore the draft once, after hydration
  useEffect(() => restoreDraft(form.current, draftKey, fields), [])
  // React has just cleared the fields after the failed action: put the text back before paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new result
  useLayoutEffect(() => {
    if (result.state === 'error') restoreDraft(form.current, draftKey, fields)
  }, [result])

  function onInput(event: FormEvent<HTMLFormElement>) {
    writeDraft(draftKey, valuesOf<V>(new FormData(event.currentTarget), fields))
  }

  const status: FormStatus<V> = pending ? { state: 'submitting' } : result
  return { form, action, onInput, status }
}
