import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react'
import { type MailErrorKind, mailErrorKind } from './errors.ts'
import { secondsUntilAllowed } from './send.ts'

export type FormStatus =
  | { state: 'idle' }
  | { state: 'submitting' }
  | { state: 'success' }
  | { state: 'error'; kind: MailErrorKind; retrySeconds: number }

/** The hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = 'website'

function readDraft<V>(key: string): Partial<V> {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? '{}')
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

/**
 * A form that never loses a lead: idle → submitting → success | error. While sending, the
 * button is disabled and a second submit is ignored. A failure keeps every field and says why.
 * What is typed is kept in sessionStorage until it is sent, so a reload loses nothing. A
 * filled-in honeypot ends in a quiet "success" without sending.
 */
export function useMailForm<V extends Record<string, string>>(options: {
  draftKey: string
  empty: V
  send: (values: V) => Promise<void>
}) {
  const { draftKey, empty, send } = options
  const [values, setValues] = useState<V>(empty)
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' })
  const sending = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: restore the draft once, after hydration
  useEffect(() => {
    const draft = readDraft<V>(draftKey)
    setValues((current) => ({ ...current, ...draft }))
  }, [])

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target
    setValues((current) => {
      const next = { ...current, [name]: value }
      writeDraft(draftKey, next)
      return next
    })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setStatus({ state: 'submitting' })
    try {
      if (!honeypot.current?.value) await send(values)
      writeDraft(draftKey, null)
      setValues(empty)
      setStatus({ state: 'success' })
    } catch (error) {
      console.error('The form could not be sent:', error)
      const kind = mailErrorKind(error)
      setStatus({
        state: 'error',
        kind,
        retrySeconds: kind === 'rate_limited' ? secondsUntilAllowed() : 0,
      })
    } finally {
      sending.current = false
    }
  }

  return { values, status, onChange, onSubmit, honeypot }
}
