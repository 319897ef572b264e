/**
 * The owner's editor at /admin/ (Sveltia CMS, admin/): served with its own policy and config,
 * opens with no errors and nothing from another origin, and what it writes passes the build's
 * checks. Its "work with local repository" mode edits a folder the browser picks; here the
 * picker hands it the browser's private file system, filled with the repository's texts.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { imageSize } from 'image-size'
import sharp from 'sharp'
import { parse } from 'yaml'
import { blogPosts, readPostFiles } from '#app/blog/post-files.server.ts'
import { mediaFile } from '#app/content-files/images.ts'
import { SITE_FILE, type SiteFile, siteFileProblems } from '#app/settings/site-file-schema.ts'
import { ADMIN_CSP } from '#scripts/build/host-rules.ts'
import { launchSamples } from '#scripts/build/launch-check.ts'
import { expect, type Page, siteUrl, test } from '#tests/playwright-utils.ts'

/** GitHub's status page, which the editor asks before sign-in; the tests have no internet. */
async function stubGitHubStatus(page: Page) {
  await page.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({ json: { status: { indicator: 'none' } } }),
  )
}

/** Console errors and requests to any origin but the site's, from the moment the page opens. */
function watch(page: Page, origin: string) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (
      url.protocol.startsWith('http') &&
      url.origin !== origin &&
      url.hostname !== 'www.githubstatus.com'
    )
      problems.push(`request to another origin: ${request.url()}`)
  })
  return problems
}

// The owner's browser speaks Danish, so the editor does.
test.use({ locale: 'da-DK' })

test('/admin/ answers with its own policy, same-origin scripts, noindex and its config', async ({
  request,
}) => {
  const response = await request.get('/admin/')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-security-policy']).toBe(ADMIN_CSP)
  expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
  const html = await response.text()
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])
  expect(scripts.length).toBeGreaterThan(0)
  for (const src of scripts) expect(src).toMatch(/^\/admin\/assets\/[\w.-]+\.js$/)

  const config = parse(await (await request.get('/admin/config.yml')).text())
  expect(config.backend).toMatchObject({ name: 'github', branch: 'main' })
  expect(config.i18n.locales).toEqual(['da', 'en'])
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/admin')
})

test('the editor opens in Danish with no errors, loads nothing from elsewhere and offers sign-in', async ({
  page,
  language,
}) => {
  await stubGitHubStatus(page)
  const problems = watch(page, new URL(siteUrl(language)).origin)
  await page.goto('/admin/')
  await expect(page.getByRole('button', { name: 'Log ind med adgangstoken' })).toBeVisible()
  await expect(page.getByRole('button', { name: /lokalt repository/i })).toBeVisible()
  // Its fonts are the site's own files (the icon font draws "edit" as an icon, not a word).
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Material Symbols Outlined"')))
    .toBe(true)
  expect(problems).toEqual([])
})

/** The repository's texts and posts, as the editor finds them in a checkout. */
function repositoryTexts(): Record<string, string> {
  const files: Record<string, string> = {}
  for (const dir of ['public/locales', 'content']) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(json|md)$/.test(entry.name)) continue
      const file = path.join(entry.parentPath, entry.name)
      files[file] = readFileSync(file, 'utf8')
    }
  }
  return files
}

/** Opens the editor on a local repository: the browser's private file system, with these files. */
async function openLocalRepository(page: Page, files: Record<string, string>) {
  await page.addInitScript((files) => {
    Object.assign(window, {
      showDirectoryPicker: async () => {
        const root = await navigator.storage.getDirectory()
        await root.getDirectoryHandle('.git', { create: true })
        for (const [file, text] of Object.entries(files)) {
          const parts = file.split('/')
          let dir = root
          for (const part of parts.slice(0, -1))
            dir = await dir.getDirectoryHandle(part, { create: true })
          const handle = await dir.getFileHandle(parts.at(-1) ?? '', { create: true })
          const writable = await handle.createWritable()
          await writable.write(text)
          await writable.close()
        }
        return root
      },
    })
  }, files)
  await stubGitHubStatus(page)
  await page.goto('/admin/')
  await page.getByRole('button', { name: /lokalt repository/i }).click()
  await expect(page.getByRole('button', { name: 'Opret nyt dokument' })).toBeVisible()
}

/**
 * A file as the editor left it in the picked folder. While the editor is still writing it, the
 * browser refuses to read it (NotReadableError) or, as the editor replaces it, briefly cannot
 * find it (NotFoundError), so this waits for the write to end.
 */
function readPickedBytes(page: Page, file: string): Promise<Buffer> {
  return page
    .evaluate(async (file) => {
      const parts = file.split('/')
      for (let tries = 0; ; tries++) {
        try {
          let dir = await navigator.storage.getDirectory()
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part)
          const handle = await dir.getFileHandle(parts.at(-1) ?? '')
          return [...new Uint8Array(await (await handle.getFile()).arrayBuffer())]
        } catch (error) {
          const writing = ['NotReadableError', 'NotFoundError'].includes((error as Error).name)
          if (!writing || tries > 50) throw error
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    }, file)
    .then((bytes) => Buffer.from(bytes))
}

/** A text file as the editor left it in the picked folder. */
const readPicked = async (page: Page, file: string) =>
  (await readPickedBytes(page, file)).toString('utf8')

/**
 * A folder of the repository's posts with the files the editor saved for this slug, in each
 * language it saved one (a post saved in Danish only has no English file), for the blog's reader.
 */
async function postsWithSaved(page: Page, slug: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'posts-'))
  for (const language of ['da', 'en']) {
    mkdirSync(path.join(dir, language))
    for (const name of readdirSync(path.join('content/blog', language)))
      writeFileSync(
        path.join(dir, language, name),
        readFileSync(path.join('content/blog', language, name)),
      )
    const saved = await readPicked(page, `content/blog/${language}/${slug}.md`).catch(
      () => undefined,
    )
    if (saved !== undefined) writeFileSync(path.join(dir, language, `${slug}.md`), saved)
  }
  return dir
}

test.describe('editing in the local repository', () => {
  test.skip(({ language }) => language !== 'da', 'one editor edits both languages')
  // The editor is a 17 MB application: opening it and saving take most of the default 30 s on
  // a busy 2-core machine.
  test.describe.configure({ timeout: 60_000 })

  test('a post written in both languages is saved as the blog reads it', async ({ page }) => {
    await openLocalRepository(page, repositoryTexts())
    await page.getByRole('button', { name: 'Opret nyt dokument' }).click()
    const editor = page.getByRole('group', { name: /Rediger indhold på/ })
    const post = {
      Dansk: {
        title: 'Fem fejl i din Google-profil',
        excerpt: 'De fem fejl, jeg oftest ser, og hvordan du retter dem på en eftermiddag.',
        alt: 'Et kort med nåle over et søgefelt',
        keyword: 'fejl i Google-profil',
        body: 'Den første fejl er den mest almindelige.',
      },
      Engelsk: {
        title: 'Five Mistakes in Your Google Profile',
        excerpt: 'The five mistakes I see most often, and how to fix them in an afternoon.',
        alt: 'A map with pins above a search field',
        keyword: 'Google profile mistakes',
        body: 'The first mistake is the most common one.',
      },
    }
    for (const [language, texts] of Object.entries(post)) {
      await editor
        .getByRole('radiogroup', { name: 'Skift sprog' })
        .getByRole('radio', { name: language })
        .click()
      await editor.getByRole('textbox', { name: 'Titel', exact: true }).fill(texts.title)
      await editor.getByRole('textbox', { name: 'Uddrag' }).fill(texts.excerpt)
      await editor.getByRole('spinbutton', { name: 'Læsetid (minutter)' }).fill('3')
      await editor.getByRole('textbox', { name: 'Billedets alt-tekst' }).fill(texts.alt)
      await editor.getByRole('button', { name: /Tilføj.*Søgeord/ }).click()
      await editor
        .getByRole('group', { name: /Søgeord/ })
        .getByRole('textbox')
        .last()
        .fill(texts.keyword)
      await editor.getByRole('textbox', { name: 'Tekst', exact: true }).fill(texts.body)
      if (language === 'Dansk') {
        await editor.getByRole('radio', { name: 'Anmeldelser' }).click()
        await editor.getByRole('textbox', { name: 'Udgivet' }).fill('2026-11-20')
      }
    }
    await page.getByRole('button', { name: 'Gem', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Opret nyt dokument' })).toBeVisible()

    // The blog's own reader takes the pair with the posts already there.
    const slug = 'fem-fejl-i-din-google-profil'
    const posts = readPostFiles(await postsWithSaved(page, slug))
    const [da, en] = [posts.da, posts.en].map((list) =>
      list.find((file) => file.post.slug === slug),
    )
    expect(da?.post).toMatchObject({
      title: post.Dansk.title,
      category: 'reviews',
      published: '2026-11-20',
      readMinutes: 3,
    })
    expect(en?.post).toMatchObject({
      title: post.Engelsk.title,
      category: 'reviews',
      published: '2026-11-20',
    })
    expect(en?.body).toContain(post.Engelsk.body)
  })

  test('a post written in Danish only is saved as a draft, left out until published, then shown in Danish on the English site', async ({
    page,
  }) => {
    await openLocalRepository(page, repositoryTexts())
    await page.getByRole('button', { name: 'Opret nyt dokument' }).click()
    const editor = page.getByRole('group', { name: /Rediger indhold på/ })
    const title = 'Sådan svarer du på en dårlig anmeldelse'
    await editor.getByRole('switch', { name: 'Kladde (vises ikke på siden)' }).check()
    await editor.getByRole('textbox', { name: 'Titel', exact: true }).fill(title)
    await editor
      .getByRole('textbox', { name: 'Uddrag' })
      .fill('Et roligt svar, der hjælper den næste kunde mere end den utilfredse.')
    await editor.getByRole('spinbutton', { name: 'Læsetid (minutter)' }).fill('4')
    await editor.getByRole('textbox', { name: 'Billedets alt-tekst' }).fill('Et kort med nåle')
    await editor.getByRole('button', { name: /Tilføj.*Søgeord/ }).click()
    await editor
      .getByRole('group', { name: /Søgeord/ })
      .getByRole('textbox')
      .last()
      .fill('svar')
    await editor
      .getByRole('textbox', { name: 'Tekst', exact: true })
      .fill('Svar inden for et døgn.')
    await editor.getByRole('radio', { name: 'Anmeldelser' }).click()
    await editor.getByRole('textbox', { name: 'Udgivet' }).fill('2026-11-21')
    // English is left empty: the editor saves without it.
    await page.getByRole('button', { name: 'Gem', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Opret nyt dokument' })).toBeVisible()

    const slug = 'saadan-svarer-du-paa-en-daarlig-anmeldelse'
    /** The blog's own reader, on the posts already there and what the editor saved. */
    const readWithSaved = async () => {
      const dir = await postsWithSaved(page, slug)
      return { da: blogPosts('da', dir), en: blogPosts('en', dir) }
    }
    const asDraft = await readWithSaved()
    expect(asDraft.da.map((post) => post.slug)).not.toContain(slug)
    expect(asDraft.en.map((post) => post.slug)).not.toContain(slug)

    // The list says it is a draft. Published: the box cleared and saved again.
    const row = page.getByRole('row', { name: new RegExp(title) })
    await expect(row.getByRole('gridcell', { name: /kladde/ })).toBeVisible()
    await row.click()
    await editor.getByRole('switch', { name: 'Kladde (vises ikke på siden)' }).uncheck()
    await page.getByRole('button', { name: 'Gem', exact: true }).click()
    // Back at the list once the save is done (while the editor is open the row is not there,
    // and a count of 0 would pass before anything was written).
    await expect(page.getByRole('button', { name: 'Opret nyt dokument' })).toBeVisible()
    await expect(row).toBeVisible()
    await expect(row.getByRole('gridcell', { name: /kladde/ })).toHaveCount(0)
    const published = await readWithSaved()
    expect(published.da.find((post) => post.slug === slug)).toMatchObject({ title })
    expect(published.en.find((post) => post.slug === slug)).toMatchObject({
      title,
      textLanguage: 'da',
    })
  })

  test('a change to the business details is saved as the build reads it', async ({ page }) => {
    await openLocalRepository(page, repositoryTexts())
    await page.getByRole('treeitem', { name: 'Virksomhedens oplysninger' }).click()
    const phone = page.getByRole('textbox', { name: 'Telefon' })
    await phone.fill('+45 28 44 19 02')
    await page.getByRole('button', { name: 'Gem', exact: true }).click()
    await expect
      .poll(async () => JSON.parse(await readPicked(page, SITE_FILE)).phone)
      .toBe('+45 28 44 19 02')
    const saved = JSON.parse(await readPicked(page, SITE_FILE))
    expect(siteFileProblems(saved)).toEqual([])
    // Nothing else changed.
    expect({ ...saved, phone: undefined }).toEqual({
      ...JSON.parse(readFileSync(SITE_FILE, 'utf8')),
      phone: undefined,
    })
  })

  test("the owner's photo, chosen in the editor, is saved in the media folder as the build reads it", async ({
    page,
  }) => {
    await openLocalRepository(page, repositoryTexts())
    await page.getByRole('treeitem', { name: 'Virksomhedens oplysninger' }).click()
    await page
      .getByRole('group', { name: /Foto/ })
      .getByRole('button', { name: 'Gennemse' })
      .click()
    const dialog = page.getByRole('dialog')
    // Only the site's own media folder: stock photos would be pictures from elsewhere.
    await expect(dialog.getByText('Globale medier')).toBeVisible()
    await expect(dialog.getByText('Unsplash')).toHaveCount(0)
    const chooser = page.waitForEvent('filechooser')
    await dialog.getByRole('button', { name: /Upload/ }).click()
    // A photo straight from a camera: a big JPEG with a name as the owner's computer gives it.
    const photo = await sharp({
      create: { width: 3000, height: 3750, channels: 3, background: '#8aa9c8' },
    })
      .jpeg()
      .toBuffer()
    await (await chooser).setFiles({
      name: 'Mit Portræt.JPG',
      mimeType: 'image/jpeg',
      buffer: photo,
    })
    await dialog.getByRole('button', { name: 'Indsæt' }).click()
    await page.getByRole('button', { name: 'Gem', exact: true }).click()
    await expect
      .poll(async () => JSON.parse(await readPicked(page, SITE_FILE)).founder.photo)
      .toBe('/images/mit-portraet.webp')
    const saved: SiteFile = JSON.parse(await readPicked(page, SITE_FILE))
    // Saved where the build looks for it, named plainly, as WebP no larger than 2400 px.
    const picture = await readPickedBytes(page, mediaFile('/images/mit-portraet.webp'))
    expect(imageSize(picture)).toMatchObject({ type: 'webp', width: 1920, height: 2400 })
    // The launch check no longer lists the photo.
    expect(launchSamples(saved).map(({ where }) => where)).not.toContain(
      'content/site.json: founder.photo',
    )
    const withoutPhoto = { ...saved, founder: { ...saved.founder, photo: undefined } }
    expect(launchSamples(withoutPhoto).map(({ where }) => where)).toContain(
      'content/site.json: founder.photo',
    )
  })
})
