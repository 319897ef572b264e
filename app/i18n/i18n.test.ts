import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

/** Every translation request the backend makes, and how the fake server answers it. */
const requests: string[] = []
let answer: (url: string) => Response = (url) => new Response(readFileSync(`public${url}`))
vi.stubGlobal(
  'fetch',
  vi.fn(async (url: string) => {
    requests.push(url)
    return answer(url)
  }),
)
// A visitor who chose English earlier; start-up in the build's language must not overwrite it.
localStorage.setItem('lang', 'en')
// The backend keeps the fetch it finds when it loads, so import after stubbing.
const { applyDetectedLanguage, addBundledNamespace, domainLanguage, i18n } = await import(
  './i18n.ts'
)
const universalDa = JSON.parse(readFileSync('public/locales/da/universal.json', 'utf8'))
addBundledNamespace('universal', universalDa)
const storedAtStart = localStorage.getItem('lang')

function visit(url: string) {
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url)
}

beforeEach(async () => {
  await i18n.changeLanguage('da')
  // Forget the English texts (not the namespace, which the page still uses).
  delete i18n.store.data.en
  i18n.services.backendConnector.state = {}
  i18n.options.preload = []
  localStorage.clear()
  requests.length = 0
  answer = (url) => new Response(readFileSync(`public${url}`))
})
afterEach(() => vi.restoreAllMocks())

test('starting up in the build language keeps the language the visitor stored', () => {
  expect(storedAtStart).toBe('en')
})

test('the domain decides when nothing else does: .com and the English build are English', () => {
  expect(domainLanguage('lokalsynlig.com', 'da')).toBe('en')
  expect(domainLanguage('lokalsynlig.dk', 'da')).toBe('da')
  expect(domainLanguage('localhost', 'en')).toBe('en')
  expect(domainLanguage('localhost', 'da')).toBe('da')
})

test('on the Danish domain with nothing stored: Danish, stored under lang, nothing fetched', async () => {
  visit('https://lokalsynlig.dk/tjenester')
  expect(await applyDetectedLanguage()).toBe('da')
  expect(localStorage.getItem('lang')).toBe('da')
  expect(requests).toEqual([])
  expect(document.documentElement.lang).not.toBe('en')
})

test('on a .com host: English, loaded from /locales/en and stored', async () => {
  visit('https://lokalsynlig.com/')
  expect(await applyDetectedLanguage()).toBe('en')
  expect(requests).toEqual(['/locales/en/universal.json'])
  expect(localStorage.getItem('lang')).toBe('en')
  expect(document.documentElement.lang).toBe('en')
  expect(i18n.t('pages.packages')).toBe('Packages')
})

test('a stored language wins over the domain', async () => {
  localStorage.setItem('lang', 'en')
  visit('https://lokalsynlig.dk/')
  expect(await applyDetectedLanguage()).toBe('en')
})

test('the lng query wins over the stored language, and is stored', async () => {
  localStorage.setItem('lang', 'en')
  visit('https://lokalsynlig.dk/?lng=da')
  expect(await applyDetectedLanguage()).toBe('da')
  expect(localStorage.getItem('lang')).toBe('da')
})

test('an unsupported lng is passed over for the next rule', async () => {
  localStorage.setItem('lang', 'en')
  visit('https://lokalsynlig.dk/?lng=fr')
  expect(await applyDetectedLanguage()).toBe('en')
})

test('a 5xx is retried, first after 350 ms and then twice as long', async () => {
  let failures = 2
  answer = (url) =>
    failures-- > 0
      ? new Response('busy', { status: 503 })
      : new Response(readFileSync(`public${url}`))
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  visit('https://lokalsynlig.com/')
  const started = Date.now()
  await i18n.loadLanguages('en')
  expect(requests).toHaveLength(3)
  expect(Date.now() - started).toBeGreaterThanOrEqual(350 + 700 - 20)
  expect(i18n.hasResourceBundle('en', 'universal')).toBe(true)
  expect(error).not.toHaveBeenCalled()
})

test('a 404 and unparsable JSON are not retried, and nothing is logged as an error', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  answer = () => new Response('missing', { status: 404 })
  await i18n.loadLanguages('en')
  expect(requests).toHaveLength(1)
  i18n.services.backendConnector.state = {}
  i18n.options.preload = []
  answer = () => new Response('{ not json')
  await i18n.loadLanguages('en')
  expect(requests).toHaveLength(2)
  expect(error).not.toHaveBeenCalled()
})

test('texts are inserted unescaped, with the business identity available everywhere', () => {
  expect(i18n.options.interpolation?.escapeValue).toBe(false)
  expect(i18n.options.interpolation?.maxReplaces).toBe(1000)
  expect(i18n.options.fallbackLng).toEqual(['da'])
  expect(i18n.t('footer.cvr')).toMatch(/^CVR \d+$/)
  expect(i18n.t('nav.logo_label')).toBe('Lokalsynlig – til forsiden')
})
