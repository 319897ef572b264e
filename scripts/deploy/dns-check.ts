import { execFile } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { setStepOutput, writeRunSummary } from '#scripts/github-actions.ts'

/**
 * "Tjek DNS" (.github/workflows/dns-check.yml), which the owner starts from the Actions tab
 * around the move of his domain's nameservers to Cloudflare (the guide, step 8): it reads the
 * domain's public records, and the copy the nameservers Cloudflare assigned him hold, and says in
 * Danish whether his mail records are safe:
 * - before the switch, with Cloudflare's nameservers given: every mail record the live zone has
 *   (MX, SPF, DMARC, DKIM, site verifications) must be in Cloudflare's copy, or the switch would
 *   lose it;
 * - after it: the records are compared with the snapshot taken before the switch (the newest one
 *   made under other nameservers; the workflow keeps each as an artifact, since a commit would
 *   start a deploy);
 * - always: whether DNSSEC is off, on and consistent, or broken (a DS record at the registrar
 *   that no key of the zone matches takes the whole domain down).
 * Node's resolver cannot read DS and DNSKEY, so the records are read with `dig`.
 */

export const RECORD_TYPES = ['NS', 'A', 'AAAA', 'CNAME', 'MX', 'TXT', 'DS', 'DNSKEY'] as const
export type RecordType = (typeof RECORD_TYPES)[number]

/** The records of one name and type, asked of a given nameserver or of the resolver. */
export type Resolver = (name: string, type: RecordType, server?: string) => Promise<string[]>

/** The DKIM selectors the common mail hosts use; the owner adds his own in the form. */
export const COMMON_DKIM_SELECTORS = [
  'default',
  'google',
  'selector1',
  'selector2',
  'k1',
  'k2',
  's1',
  's2',
  'mail',
  'dkim',
  'mx',
  'smtp',
]

/**
 * The names a web hotel's mail usually answers at: the mail server itself, and what mail programs
 * look up to set themselves up. Each one's A and CNAME records are mail records too.
 */
export const MAIL_HOSTS = [
  'mail',
  'webmail',
  'autodiscover',
  'autoconfig',
  'smtp',
  'imap',
  'pop',
  'pop3',
]

/** What the check read: one domain's records, by name and type ("@ MX", "_dmarc TXT"). */
export type Snapshot = {
  domain: string
  /** When it was read, ISO 8601. */
  read: string
  /** Where from: the public resolver, or the nameserver asked. */
  source: string
  records: Record<string, string[]>
}

/**
 * Whether his mail leans on the bare domain's own address: an MX that names the domain itself,
 * an SPF record that allows "a", or a mail server's name that is an alias of the domain
 * (`mail` as a CNAME of it, as many web hotels set up). Then that address is a mail record too,
 * and connecting the domain to the site (which points it at Cloudflare) moves his mail with it.
 */
function mailUsesBareDomain(snapshot: Snapshot): boolean {
  const mx = snapshot.records['@ MX'] ?? []
  const spf = (snapshot.records['@ TXT'] ?? []).filter((record) => record.startsWith('v=spf1'))
  const mailHosts = [...MAIL_HOSTS, ...mxHostsInside(mx, snapshot.domain)]
  return (
    mx.some((record) => record.split(/\s+/).at(-1) === snapshot.domain) ||
    // "mx" leans on the domain only through an MX that names it, which the line above covers.
    spf.some((record) => /\s(\+|~|\?)?a(\s|$|:|\/)/.test(record)) ||
    mailHosts.some((host) => snapshot.records[`${host} CNAME`]?.includes(snapshot.domain))
  )
}

/** The records that carry his mail and his verifications: these must survive the move. */
function mailKeysOf(snapshot: Snapshot): string[] {
  const bareDomain = mailUsesBareDomain(snapshot)
  const mxHosts = mxHostsInside(snapshot.records['@ MX'] ?? [], snapshot.domain)
  return Object.keys(snapshot.records).filter(
    (key) =>
      key === '@ MX' ||
      key === '@ TXT' ||
      key === '_dmarc TXT' ||
      key.includes('._domainkey') ||
      MAIL_HOSTS.some((host) => key === `${host} A` || key === `${host} CNAME`) ||
      mxHosts.some((host) => key.startsWith(`${host} `)) ||
      (bareDomain && (key === '@ A' || key === '@ AAAA')),
  )
}

/** The record types read for a mail server named inside the domain. */
const MX_HOST_TYPES = ['A', 'AAAA', 'CNAME'] as const

/**
 * The mail servers an MX names inside the domain itself ("10 mx.lokalsynlig.dk" → "mx"), other
 * than the bare domain and the usual MAIL_HOSTS: their addresses are mail records too.
 */
export function mxHostsInside(mx: string[], domain: string): string[] {
  const suffix = `.${domain}`
  const hosts = mx
    .map((record) => record.split(/\s+/).at(-1) ?? '')
    .filter((host) => host.endsWith(suffix))
    .map((host) => host.slice(0, -suffix.length))
    .filter((host) => !MAIL_HOSTS.includes(host))
  return [...new Set(hosts)]
}

const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** The domain as typed in the form, checked: a bare domain such as "lokalsynlig.dk". */
export function domainFrom(input: string): string {
  const domain = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '')
  if (!DOMAIN.test(domain))
    throw new Error(`»${input}« er ikke et domæne. Skriv det uden www, fx lokalsynlig.dk`)
  return domain
}

/** The names in a free-text list ("anna.ns.cloudflare.com, bob.ns.cloudflare.com"). */
export const namesFrom = (input = '') =>
  input
    .split(/[\s,;]+/)
    .map((name) => name.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean)

/** One record as dig prints it, made comparable: one TXT string, names without the final dot. */
function normalise(type: RecordType, value: string): string {
  const trimmed = value.trim()
  if (type === 'TXT') return trimmed.replace(/^"|"$/g, '').replace(/"\s+"/g, '')
  // A key is base64, which is case-sensitive; names are not.
  if (type === 'DNSKEY') return trimmed
  return trimmed.replace(/\.$/, '').toLowerCase()
}

/** Reads every record the check compares, from `server` or from the resolver. */
export async function readSnapshot(
  domain: string,
  resolve: Resolver,
  {
    server,
    selectors = [],
    now = new Date(),
  }: { server?: string; selectors?: string[]; now?: Date } = {},
): Promise<Snapshot> {
  const asks: [key: string, name: string, type: RecordType][] = [
    ['@ NS', domain, 'NS'],
    ['@ A', domain, 'A'],
    ['@ AAAA', domain, 'AAAA'],
    ['www A', `www.${domain}`, 'A'],
    ['www AAAA', `www.${domain}`, 'AAAA'],
    ['@ MX', domain, 'MX'],
    ['@ TXT', domain, 'TXT'],
    ['_dmarc TXT', `_dmarc.${domain}`, 'TXT'],
    ...[...new Set([...COMMON_DKIM_SELECTORS, ...selectors])].map(
      (selector) =>
        [`${selector}._domainkey TXT`, `${selector}._domainkey.${domain}`, 'TXT'] as [
          string,
          string,
          RecordType,
        ],
    ),
    ...MAIL_HOSTS.flatMap((host) =>
      (['A', 'CNAME'] as const).map(
        (type) => [`${host} ${type}`, `${host}.${domain}`, type] as [string, string, RecordType],
      ),
    ),
    ['@ DNSKEY', domain, 'DNSKEY'],
  ]
  // The DS record lives in the parent zone (the registrar's): asked of the resolver only.
  if (!server) asks.push(['@ DS', domain, 'DS'])
  const answers = await Promise.all(
    asks.map(async ([key, name, type]) => ({
      key,
      found: (await resolve(name, type, server)).map((value) => normalise(type, value)),
    })),
  )
  // Then the addresses of the mail servers the MX names inside the domain.
  const mxHosts = mxHostsInside(answers.find(({ key }) => key === '@ MX')?.found ?? [], domain)
  const mxAnswers = await Promise.all(
    mxHosts.flatMap((host) =>
      MX_HOST_TYPES.map(async (type) => ({
        key: `${host} ${type}`,
        found: (await resolve(`${host}.${domain}`, type, server)).map((value) =>
          normalise(type, value),
        ),
      })),
    ),
  )
  const records: Record<string, string[]> = {}
  for (const { key, found } of [...answers, ...mxAnswers])
    if (found.length) records[key] = found.sort()
  return { domain, read: now.toISOString(), source: server ?? 'offentlig opslag', records }
}

/** How two copies of the mail records differ: what the second lacks, and what it has changed. */
export function mailDifferences(
  before: Snapshot,
  after: Snapshot,
): { key: string; before: string[]; after: string[] }[] {
  return mailKeysOf(before).flatMap((key) => {
    const was = before.records[key] ?? []
    const is = after.records[key] ?? []
    const same = was.length === is.length && was.every((value, index) => value === is[index])
    return same ? [] : [{ key, before: was, after: is }]
  })
}

/**
 * The key tag of a DNSKEY record ("257 3 13 <base64>"), as a DS record names it (RFC 4034,
 * appendix B): the checksum of its wire format.
 */
export function keyTag(dnskey: string): number {
  const [flags = '0', protocol = '0', algorithm = '0', ...key] = dnskey.trim().split(/\s+/)
  const wire = Buffer.concat([
    Buffer.from([
      (Number(flags) >> 8) & 0xff,
      Number(flags) & 0xff,
      Number(protocol),
      Number(algorithm),
    ]),
    Buffer.from(key.join(''), 'base64'),
  ])
  let sum = 0
  for (let i = 0; i < wire.length; i++) sum += i & 1 ? (wire[i] ?? 0) : (wire[i] ?? 0) << 8
  sum += (sum >> 16) & 0xffff
  return sum & 0xffff
}

export type DnssecState =
  | { state: 'off' }
  | { state: 'signed-without-ds' }
  | { state: 'on' }
  | { state: 'broken'; why: string }

/** Whether DNSSEC is off, on and consistent, or broken: a DS record no key of the zone matches. */
export function dnssecState(snapshot: Snapshot): DnssecState {
  const ds = snapshot.records['@ DS'] ?? []
  const keys = snapshot.records['@ DNSKEY'] ?? []
  if (ds.length === 0) return keys.length ? { state: 'signed-without-ds' } : { state: 'off' }
  if (keys.length === 0)
    return {
      state: 'broken',
      why: `Registratoren har en DS-post (${ds.join('; ')}), men zonen har ingen DNSKEY`,
    }
  const tags = new Set(keys.map(keyTag))
  const matching = ds.filter((record) => tags.has(Number(record.split(/\s+/)[0])))
  if (matching.length === 0)
    return {
      state: 'broken',
      why: `DS-posten hos registratoren (${ds.join('; ')}) passer ikke til nogen af zonens nøgler (nøgle-id ${[...tags].join(', ')})`,
    }
  return { state: 'on' }
}

const shown = (values: string[]) =>
  values.length ? values.map((v) => `\`${v}\``).join(', ') : '*ingen*'

const DNSSEC_TEXT: Record<DnssecState['state'], string> = {
  off: 'DNSSEC er slået fra. Det er i orden. Vil du have det, så slå det først til, når dette tjek efter skiftet siger, at din e-mail er sikker (guiden, trin 8, »Slå DNSSEC til igen«).',
  'signed-without-ds':
    'Zonen er signeret, men registratoren har ingen DS-post, så DNSSEC er ikke i brug. Det er ufarligt. Indsæt kun en DS-post efter skiftet, og kun den, Cloudflare viser under **DNS** → **Settings** (guiden, trin 8, »Slå DNSSEC til igen«).',
  on: 'DNSSEC er slået til og hænger sammen: DS-posten hos registratoren passer til zonens nøgle.',
  broken: '',
}

/** The check's report, in Danish for the owner; `failed` when something must be fixed now. */
export function dnsReport({
  live,
  assigned,
  previous,
}: {
  live: Snapshot
  /** Cloudflare's copy, read from the nameservers it assigned, when given. */
  assigned?: Snapshot
  /** The snapshot taken before the switch, when there is one. */
  previous?: Snapshot
}): { markdown: string; failed: boolean } {
  const lines = [`## Tjek af DNS for ${live.domain}`, '']
  let failed = false
  const mailKeys = mailKeysOf(live)
  lines.push(
    `Navneservere nu: ${shown(live.records['@ NS'] ?? [])}. E-mailposter fundet: ${mailKeys.length ? mailKeys.map((key) => `\`${key}\``).join(', ') : '*ingen*'}.`,
    '',
  )
  if (mailUsesBareDomain(live)) {
    // A red run, so the warning is not missed: connecting now would move his mail.
    failed = true
    lines.push(
      '**Kobl ikke domænet på projektet endnu.** Din mail afhænger af selve domænets adresse (en MX-post, der peger på domænet, en SPF-post med »a«, eller et mailnavn som `mail`, der er et alias (CNAME) for domænet). Kobler du domænet på, flytter den adresse til Cloudflare, og mailen med den. Bed webhotellet rette det (brevet i guiden, trin 8, punkt 3), og kør tjekket igen.',
      '',
    )
  }
  if (assigned) {
    const missing = mailDifferences(live, assigned)
    // Still under the old nameservers, a DS record at the registrar means DNSSEC is on: switching
    // now would leave the domain unanswerable until it is removed and its time has run out.
    const switched = (live.records['@ NS'] ?? []).includes(assigned.source)
    const dnssecOn = !switched && (live.records['@ DS'] ?? []).length > 0
    lines.push(`### Cloudflares kopi (${assigned.source})`, '')
    if (dnssecOn) {
      failed = true
      lines.push(
        '**Skift ikke navneservere endnu.** DNSSEC er stadig slået til hos registratoren (der er en DS-post). Skifter du nu, holder domænet op med at svare, også din e-mail. Slå DNSSEC fra hos registratoren (eller bed webhotellet om det), vent 24–48 timer, og kør tjekket igen.',
        '',
      )
    }
    if (missing.length === 0)
      lines.push(
        dnssecOn
          ? 'Cloudflares kopi har alle dine e-mailposter, som de er i dag.'
          : 'Cloudflares kopi har alle dine e-mailposter, som de er i dag. Du kan skifte navneservere. Kør tjekket igen dagen efter skiftet.',
      )
    else {
      failed = true
      lines.push(
        '**Skift ikke navneservere endnu.** Disse poster er anderledes eller mangler hos Cloudflare, og din e-mail ville holde op med at virke. Ret dem i Cloudflare under **DNS** → **Records**, så de er som i dag, og kør tjekket igen:',
        '',
        ...missing.map(
          ({ key, before, after }) =>
            `- \`${key}\`: i dag ${shown(before)}, hos Cloudflare ${shown(after)}`,
        ),
      )
    }
    lines.push('')
  }
  if (previous) {
    const changed = mailDifferences(previous, live)
    const when = previous.read.slice(0, 10)
    lines.push(
      `### Sammenlignet med tjekket ${when} (navneservere dengang: ${shown(previous.records['@ NS'] ?? [])})`,
      '',
    )
    if (changed.length === 0)
      lines.push(
        '**Din e-mail er sikker:** Alle e-mailposter (MX, SPF, DMARC, DKIM og bekræftelser) er de samme som før.',
      )
    else {
      failed = true
      lines.push(
        '**Din e-mail er i fare.** Disse poster er ikke de samme som før skiftet. Ret dem i Cloudflare under **DNS** → **Records**, så de er som før. Kommer der ikke mail igen inden for en time, så sæt de gamle navneservere ind hos registratoren igen (se guiden, trin 8, »Vejen tilbage«):',
        '',
        ...changed.map(
          ({ key, before, after }) => `- \`${key}\`: før ${shown(before)}, nu ${shown(after)}`,
        ),
      )
    }
    lines.push('')
  } else if (!assigned)
    lines.push(
      'Der er intet tidligere tjek at sammenligne med. Dette tjek er gemt: Kør det igen efter skiftet, så sammenligner det med i dag.',
      '',
    )
  const dnssec = dnssecState(live)
  lines.push('### DNSSEC', '')
  if (dnssec.state === 'broken') {
    failed = true
    lines.push(
      `**DNSSEC er brudt:** ${dnssec.why}. Så kan dit domæne ikke slås op, heller ikke din e-mail. Slet DS-posten hos registratoren nu (eller indsæt den, Cloudflare viser under **DNS** → **Settings**), og kør tjekket igen om en time.`,
    )
  } else lines.push(DNSSEC_TEXT[dnssec.state])
  return { markdown: lines.join('\n'), failed }
}

/** The snapshot to compare with: the newest one read under other nameservers, else the newest. */
export function beforeTheSwitch(live: Snapshot, earlier: Snapshot[]): Snapshot | undefined {
  const newestFirst = earlier
    .filter((snapshot) => snapshot.domain === live.domain && snapshot.source === live.source)
    .sort((a, b) => b.read.localeCompare(a.read))
  const nameservers = (live.records['@ NS'] ?? []).join()
  return (
    newestFirst.find((snapshot) => (snapshot.records['@ NS'] ?? []).join() !== nameservers) ??
    newestFirst[0]
  )
}

/** `dig +short`, one line per record; a lookup that fails or times out finds nothing. */
export const dig: Resolver = async (name, type, server) => {
  const args = [...(server ? [`@${server}`] : []), '+short', '+time=3', '+tries=2', name, type]
  try {
    const { stdout } = await promisify(execFile)('dig', args, { timeout: 20_000 })
    return answerOf(
      type,
      stdout
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith(';')),
    )
  } catch {
    return []
  }
}

/** A bare host name as `dig +short` prints a CNAME's target: "mail.webhotel.dk." */
const HOST_NAME = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*\.$/i

/**
 * What a name holds, from `dig +short` lines. A name that is an alias (a CNAME, such as `mail` at
 * a web hotel, or Microsoft's DKIM keys) is that alias: a resolver follows it to the target's own
 * records, the zone's nameserver often does not, and the target's addresses are not his records
 * anyway. So both copies compare the same thing: `→ target`.
 */
export function answerOf(type: RecordType, lines: string[]): string[] {
  if (type === 'CNAME' || type === 'NS') return lines
  const alias = lines.find((line) => HOST_NAME.test(line))
  return alias ? [`→ ${alias}`] : lines
}

/** The snapshots kept by earlier runs, unpacked by the workflow into `dir/<artifact>/`. */
function earlierSnapshots(dir: string): Snapshot[] {
  try {
    return readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Snapshot)
  } catch {
    return []
  }
}

if (import.meta.main) {
  let domain: string
  try {
    domain = domainFrom(process.env.DOMAIN ?? '')
  } catch (error) {
    console.error((error as Error).message)
    writeRunSummary(`## Tjek af DNS\n\n${(error as Error).message}`)
    process.exit(1)
  }
  if (process.argv[2] === 'name') {
    // The artifact that keeps this domain's checks.
    setStepOutput('artifact', `dns-${domain}`)
    process.exit(0)
  }
  const selectors = namesFrom(process.env.DKIM_SELECTORS)
  const [nameserver] = namesFrom(process.env.NAMESERVERS)
  const live = await readSnapshot(domain, dig, { selectors })
  const assigned = nameserver
    ? await readSnapshot(domain, dig, { server: nameserver, selectors })
    : undefined
  const previous = beforeTheSwitch(live, earlierSnapshots(process.env.PREVIOUS_DIR ?? 'previous'))
  const { markdown, failed } = dnsReport({ live, assigned, previous })
  console.log(markdown)
  writeRunSummary(markdown)
  mkdirSync('dns-snapshot', { recursive: true })
  writeFileSync(path.join('dns-snapshot', `${domain}.json`), `${JSON.stringify(live, null, 2)}\n`)
  if (failed) process.exit(1)
}
