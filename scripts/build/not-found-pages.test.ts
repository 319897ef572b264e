import { expect, test } from 'vitest'
import { leadingNotFoundPage } from './not-found-pages.ts'

test('the leading 404 page is the 404 page with a refresh to its target, first in its head', () => {
  expect(leadingNotFoundPage('<html><head><title>404</title></head></html>', '/blog')).toBe(
    '<html><head><meta http-equiv="refresh" content="0; url=/blog"/><title>404</title></head></html>',
  )
  expect(() => leadingNotFoundPage('<h1>404</h1>', '/blog')).toThrow('404.html: no <head>')
})
