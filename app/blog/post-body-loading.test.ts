import { expect, test, vi } from 'vitest'
import { BODY_LOAD_ERROR, BODY_NOT_FOUND, loadPostBody } from './post-body-loading.ts'

const body = (html: string) => new Response(html, { status: 200 })
const missing = () => new Response('not here', { status: 404 })

test('loads the body in the shown language, with the business identity filled in', async () => {
  const fetchBody = vi.fn(async () => body('<p>{{brand}} hjælper</p>'))
  expect(await loadPostBody('x', 'da', fetchBody)).toBe('<p>Lokalsynlig hjælper</p>')
  expect(fetchBody).toHaveBeenCalledWith('/content/blog/da/x')
})

test('an English body that is missing or fails falls back to the Danish one', async () => {
  const fetchBody = vi.fn(async (url: string) =>
    url.includes('/en/') ? missing() : body('<p>dansk</p>'),
  )
  expect(await loadPostBody('x', 'en', fetchBody)).toBe('<p>dansk</p>')
  expect(fetchBody.mock.calls.map(([url]) => url)).toEqual([
    '/content/blog/en/x',
    '/content/blog/da/x',
  ])
  const failing = async (url: string) => {
    if (url.includes('/en/')) throw new TypeError('Failed to fetch')
    return body('<p>dansk</p>')
  }
  expect(await loadPostBody('x', 'en', failing)).toBe('<p>dansk</p>')
})

test('no body at all: "Content not found"; a failed load: "Error loading content"', async () => {
  expect(await loadPostBody('x', 'en', async () => missing())).toBe(BODY_NOT_FOUND)
  expect(BODY_NOT_FOUND).toBe('<p>Content not found</p>')
  const offline = async () => {
    throw new TypeError('Failed to fetch')
  }
  expect(await loadPostBody('x', 'da', offline)).toBe(BODY_LOAD_ERROR)
  expect(BODY_LOAD_ERROR).toBe('<p>Error loading content</p>')
})
