import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { encodedOnce } from './build-images.ts'

describe('encoded pictures kept between builds', () => {
  const cache = mkdtempSync(path.join(tmpdir(), 'image-cache-'))
  const source = Buffer.from('<svg/>')
  const recipe = { resize: { width: 480 }, encoder: 'avif', options: { quality: 55 } }
  let encodings = 0
  const encode = (bytes: string) => async () => {
    encodings += 1
    return Buffer.from(bytes)
  }

  it('encodes a picture once, and gives the kept file to the next build', async () => {
    expect(await encodedOnce(recipe, source, encode('first'), cache)).toEqual(Buffer.from('first'))
    expect(await encodedOnce(recipe, source, encode('second'), cache)).toEqual(Buffer.from('first'))
    expect(encodings).toBe(1)
    // Written whole and then named: no partial file is left.
    expect(readdirSync(cache)).toHaveLength(1)
  })

  it('encodes again when the source or a setting changes', async () => {
    const changed = { ...recipe, options: { quality: 60 } }
    expect(await encodedOnce(changed, source, encode('quality'), cache)).toEqual(
      Buffer.from('quality'),
    )
    expect(await encodedOnce(recipe, Buffer.from('<svg></svg>'), encode('source'), cache)).toEqual(
      Buffer.from('source'),
    )
    expect(encodings).toBe(3)
  })
})
