import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { encodedOnce } from './build-images.ts'

describe('encoded pictures kept between builds', () => {
  const source = Buffer.from('<svg/>')
  const recipe = { resize: { width: 480 }, encoder: 'avif', options: { quality: 55 } }
  /** A cache of its own, and an encoder that counts its calls. */
  const setUp = () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'image-cache-'))
    const calls: string[] = []
    const encode = (bytes: string) => async () => {
      calls.push(bytes)
      return Buffer.from(bytes)
    }
    return { cache, calls, encode }
  }

  it('encodes a picture once, and gives the kept file to the next build', async () => {
    const { cache, calls, encode } = setUp()
    expect(await encodedOnce(recipe, source, encode('first'), cache)).toEqual(Buffer.from('first'))
    expect(await encodedOnce(recipe, source, encode('second'), cache)).toEqual(Buffer.from('first'))
    expect(calls).toEqual(['first'])
    // Written whole and then named: no partial file is left.
    expect(readdirSync(cache)).toHaveLength(1)
  })

  it('keeps the same picture encoded twice at once whole', async () => {
    const { cache, encode } = setUp()
    const both = await Promise.all([
      encodedOnce(recipe, source, encode('one'), cache),
      encodedOnce(recipe, source, encode('one'), cache),
    ])
    expect(both).toEqual([Buffer.from('one'), Buffer.from('one')])
    expect(readdirSync(cache)).toHaveLength(1)
  })

  it('encodes again when the source or a setting changes', async () => {
    const { cache, calls, encode } = setUp()
    await encodedOnce(recipe, source, encode('first'), cache)
    const changed = { ...recipe, options: { quality: 60 } }
    expect(await encodedOnce(changed, source, encode('quality'), cache)).toEqual(
      Buffer.from('quality'),
    )
    expect(await encodedOnce(recipe, Buffer.from('<svg></svg>'), encode('source'), cache)).toEqual(
      Buffer.from('source'),
    )
    expect(calls).toEqual(['first', 'quality', 'source'])
  })
})
