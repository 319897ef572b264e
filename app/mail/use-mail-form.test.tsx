import { EmailJSResponseStatus } from '@emailjs/browser'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type FormStatus, useMailForm } from './use-mail-form.ts'

type Values = { name: string; message: string }
const FIELDS = ['name', 'message'] as const

let seen: FormStatus<Values>[] = []
function Form({
  send,
  secondsUntilAllowed = () => 0,
}: {
  send: (values: Values) => Promise<void>
  secondsUntilAllowed?: () => number
}) {
  const { form, action, onInput, status } = useMailForm<Values>({
    draftKey: 'draft-test',
    fields: FIELDS,
    send,
    secondsUntilAllowed,
  })
  seen.push(status)
  return (
    <form ref={form} action={action} onInput={onInput}>
      <input aria-label="name" name="name" />
      <textarea aria-label="message" name="message" />
      <input aria-label="trap" name="website" />
      <button type="submit">send</button>
      <p role="status">
        {status.state === 'error' ? `${status.kind}:${status.retrySeconds}` : status.state}
      </p>
    </form>
  )
}

function deferred() {
  let resolve = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Types as a visitor does: the value changes and an input event bubbles to the form. */
const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } })
const submit = () =>
  act(async () => fireEvent.submit(screen.getByRole('button').closest('form') as HTMLFormElement))
const shown = () => screen.getByRole('status').textContent

afterEach(cleanup)

beforeEach(() => {
  seen = []
  sessionStorage.clear()
  localStorage.clear()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

test('idle → submitting → success: sends what was typed once, then clears the form and the draft', async () => {
  const sending = deferred()
  const send = vi.fn(() => sending.promise)
  render(<Form send={send} />)
  expect(shown()).toBe('idle')
  type('name', 'Ane')
  type('message', 'Hej')
  expect(JSON.parse(sessionStorage.getItem('draft-test') ?? '{}')).toEqual({
    name: 'Ane',
    message: 'Hej',
  })
  await submit()
  expect(shown()).toBe('submitting')
  expect(send).toHaveBeenCalledTimes(1)
  expect(send).toHaveBeenCalledWith({ name: 'Ane', message: 'Hej' })
  await act(async () => sending.resolve())
  expect(shown()).toBe('success')
  expect(screen.getByLabelText('message')).toHaveProperty('value', '')
  expect(sessionStorage.getItem('draft-test')).toBeNull()
})

test('a failure keeps every field, logs the error, and names the kind; a new submit resets it', async () => {
  const first = deferred()
  const send = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined)
  render(<Form send={send} />)
  type('name', 'Ane')
  type('message', 'Hej')
  await submit()
  await act(async () => first.reject(new EmailJSResponseStatus(503, 'Service Unavailable')))
  expect(shown()).toBe('server:0')
  expect(screen.getByLabelText('name')).toHaveProperty('value', 'Ane')
  expect(screen.getByLabelText('message')).toHaveProperty('value', 'Hej')
  expect(console.error).toHaveBeenCalled()
  await submit()
  expect(send).toHaveBeenLastCalledWith({ name: 'Ane', message: 'Hej' })
  await act(async () => {})
  expect(shown()).toBe('success')
  expect(seen.map((status) => status.state)).toEqual(
    expect.arrayContaining(['idle', 'submitting', 'error', 'submitting', 'success']),
  )
})

test('a rate limit says how many seconds are left', async () => {
  render(
    <Form
      send={() => Promise.reject(new EmailJSResponseStatus(429, 'Too Many Requests'))}
      secondsUntilAllowed={() => 6}
    />,
  )
  await submit()
  expect(shown()).toBe('rate_limited:6')
})

test('a draft comes back after a reload, into empty fields only', () => {
  sessionStorage.setItem(
    'draft-test',
    JSON.stringify({ name: 'Gammel kladde', message: 'Halvfærdig besked' }),
  )
  // What the visitor typed before the page hydrated is in the DOM already; it wins.
  const typedBeforeHydration = (form: HTMLFormElement | null) => {
    const name = form?.elements.namedItem('name')
    if (name instanceof HTMLInputElement && name.value === '') name.value = 'Ane'
  }
  render(
    <div ref={(div) => typedBeforeHydration(div?.querySelector('form') ?? null)}>
      <Form send={vi.fn()} />
    </div>,
  )
  expect(screen.getByLabelText('name')).toHaveProperty('value', 'Ane')
  expect(screen.getByLabelText('message')).toHaveProperty('value', 'Halvfærdig besked')
})

test('a filled-in honeypot ends in success without sending', async () => {
  const send = vi.fn()
  render(<Form send={send} />)
  type('trap', 'http://spam.example')
  await submit()
  expect(shown()).toBe('success')
  expect(send).not.toHaveBeenCalled()
})
