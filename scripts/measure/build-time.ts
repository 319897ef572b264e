import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SITE_MODE_VARIABLE } from '#app/build-time/site-mode.ts'
import { LANGUAGES, originVariables } from '#app/i18n/languages.ts'
import { reactRouterBuild } from '#scripts/build/build.ts'
import { SITES } from '#server/local-sites.ts'
import { writeTestPosts } from '#tests/test-posts.ts'

/**
 * `npm run bench:build -- 0 50 150`: the whole build of both languages, with the site's posts
 * and that many generated posts more per language (tests/test-posts.ts), each into a folder of
 * its own, timed. The figures go into docs/speed.md. A benchmark, not a test: run it alone.
 */
const extras = process.argv.slice(2).map(Number)
if (extras.length === 0 || extras.some((n) => !Number.isInteger(n) || n < 0)) {
  console.error('Usage: npm run bench:build -- 0 50 150  (generated posts per language)')
  process.exit(1)
}

for (const extra of extras) {
  const work = mkdtempSync(path.join(tmpdir(), 'build-time-'))
  const posts = path.join(work, 'blog')
  writeTestPosts(posts, extra)
  const times = LANGUAGES.map((language) => {
    const started = Date.now()
    const result = reactRouterBuild({
      SITE_LANG: language,
      [SITE_MODE_VARIABLE]: 'site',
      POSTS_DIR: posts,
      // In the project, where the prerender's server bundle finds the packages.
      BUILD_DIRECTORY: path.join('build', `bench-${extra}`, language),
      ...(originVariables(SITES) as Record<string, string>),
    })
    if (result.status !== 0) {
      process.stdout.write(result.stdout)
      throw new Error(`the build with ${extra} more posts failed for ${language}`)
    }
    return (Date.now() - started) / 1000
  })
  const total = times.reduce((sum, time) => sum + time, 0)
  console.log(
    `${String(extra).padStart(4)} more posts per language: ${LANGUAGES.map((language, i) => `${language} ${times[i]?.toFixed(1)} s`).join(', ')}, both ${total.toFixed(1)} s`,
  )
  rmSync(work, { recursive: true, force: true })
  rmSync(path.join('build', `bench-${extra}`), { recursive: true, force: true })
}
