import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

/**
 * The house a newcomer reads from the README (issue 44): every folder under app/ has its line in
 * the README's map, and no two files under app/ share a name, so one guess finds a file.
 */

const root = join(import.meta.dirname, '../..')
const app = join(root, 'app')
const entries = readdirSync(app, { recursive: true, withFileTypes: true })

test("the README's map names every folder under app/", () => {
  const map = readFileSync(join(root, 'README.md'), 'utf8').split('## Where things are')[1] ?? ''
  const folders = entries.filter((entry) => entry.isDirectory())
  const unnamed = folders
    .map((folder) => relative(app, join(folder.parentPath, folder.name)))
    .filter((path) => !new RegExp(`[ \\n]${path}/`).test(map))
  expect(folders.length).toBeGreaterThan(10)
  expect(unnamed).toEqual([])
})

test('no two files under app/ share a name', () => {
  const byName = Map.groupBy(
    entries.filter((entry) => entry.isFile()),
    (file) => file.name,
  )
  const shared = [...byName]
    .filter(([, files]) => files.length > 1)
    .map(
      ([name, files]) =>
        `${name}: ${files.map((file) => relative(root, file.parentPath)).join(', ')}`,
    )
  expect(shared).toEqual([])
})
