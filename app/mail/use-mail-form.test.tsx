import { EmailJSResponseStatus } from '@emailjs/browser'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type FormStatus, useMailForm } from './use-mail-form.ts'

type Values = { name: string; message: string }
const EMPTY: Values = { name: '', message: '' }

let seen: FormStatus[] = []
function Form({ send }: { send: (values: Values) => Promise<void> }) {
  const { values, status, onChange, onSubmit, honeypot } = useMailForm({
    draftKey: 'draft-test',
    empty: EMPTY,
    send,
  })
  seen.push(status)
  return (
    <form onSubmit={onSubmit}>
      <input aria-label="name" name="name" value={values.name} onChange={onChange} />
      <textarea aria-label="message" name="message" value={values.message} onChange={onChange} />
      <input aria-label="trap" name="website" ref={honeypot} defaultValue="" />
      <button type="submit">send</button>
      <output>
        {status.state === 'error' ? `${status.kind}:${status.retrySeconds}` : status.state}
      </output>
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

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.submit(screen.getByRole('button').closest('form') as HTMLFormElement)
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
  submit()
  submit()
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
  submit()
  await act(async () => first.reject(new EmailJSResponseStatus(503, 'Service Unavailable')))
  expect(shown()).toBe('server:0')
  expect(screen.getByLabelText('message')).toHaveProperty('value', 'Hej')
  expect(console.error).toHaveBeenCalled()
  submit()
  expect(shown()).toBe('submitting')
  await act(async () => {})
  expect(shown()).toBe('success')
  expect(seen.map((status) => status.state)).toEqual(
    expect.arrayContaining(['idle', 'submitting', 'error', 'submitting', 'success']),
  )
})

test('a rate limit says how many seconds are left', async () => {
  localStorage.setItem('mail-last-sent', String(Date.now() - 4_000))
  render(<Form send={() => Promise.reject(new EmailJSResponseStatus(429, 'Too Many Requests'))} />)
  submit()
  await act(async () => {})
  expect(shown()).toBe('rate_limited:6')
})

test('a draft comes back after a reload', () => {
  sessionStorage.setItem('draft-test', JSON.stringify({ message: 'Halvfærdig besked' }))
  render(<Form send={vi.fn()} />)
  expect(screen.getByLabelText('message')).toHaveProperty('value', 'Halvfærdig besked')
})

test('a filled-in honeypot ends in success without sending', async () => {
  const send = vi.fn()
  render(<Form send={send} />)
  type('trap', 'http://spam.example')
  submit()
  await act(async () => {})
  expect(shown()).toBe('success')
  expect(send).not.toHaveBeenCalled()
})
