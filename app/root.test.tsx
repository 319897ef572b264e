// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { ErrorBoundary } from './root.tsx'

afterEach(cleanup)

function Broken(): never {
  throw new Error('Kaboom in a section')
}

test('an uncaught error shows the "Unexpected Application Error!" screen with a way home, and in development its message', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const Stub = createRoutesStub([{ path: '/', Component: Broken, ErrorBoundary }])
  render(<Stub initialEntries={['/']} />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeTruthy()
  expect(screen.getByText('Kaboom in a section')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Til forsiden' }).getAttribute('href')).toBe('/')
})

test('visitors of a production build see no internals of the error', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.stubEnv('DEV', false)
  try {
    const Stub = createRoutesStub([{ path: '/', Component: Broken, ErrorBoundary }])
    render(<Stub initialEntries={['/']} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy()
    expect(screen.queryByText('Kaboom in a section')).toBeNull()
  } finally {
    vi.unstubAllEnvs()
  }
})
