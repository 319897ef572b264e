import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import {
  answerOf,
  beforeTheSwitch,
  dnsReport,
  dnssecState,
  domainFrom,
  keyTag,
  readSnapshot,
  type Snapshot,
} from './dns-check.ts'

const SCRIPT = path.resolve('scripts/deploy/dns-check.ts')

/** RFC 4034, 5.4: a DNSKEY and the key tag its DS record names. */
const RFC_DNSKEY =
  '256 3 5 AQOeiiR0GOMYkDshWoSKz9XzfwJr1AYtsmx3TGkJaNXVbfi/2pHm822aJ5iI9BMzNXxeYCmZDRD99WYwYqUSdjMmmAphXdvxegXd/M5+X7OrzKBaMbCVdFLUUh6DhweJBjEVv5f2wwjM9XzcnOf+EPbtG9DMBmADjFDc2w/rljwvFw=='

/** A zone as `dig +short` answers it, by "name TYPE". */
type Zone = Record<string, string[]>

const MAIL: Zone = {
  'vvs.dk MX': ['10 mx1.webhotel.dk.', '20 mx2.webhotel.dk.'],
  'mail.vvs.dk A': ['185.1.2.9'],
  'autodiscover.vvs.dk CNAME': ['autodiscover.webhotel.dk.'],
  // Asked for its address, a resolver follows the alias to the target's.
  'autodiscover.vvs.dk A': ['autodiscover.webhotel.dk.', '185.1.2.10'],
  'vvs.dk TXT': ['"v=spf1 include:_spf.webhotel.dk ~all"', '"google-site-verification=abc123"'],
  '_dmarc.vvs.dk TXT': ['"v=DMARC1; p=none; rua=mailto:dmarc@vvs.dk"'],
  // A long key, split into two strings as dig prints it.
  'default._domainkey.vvs.dk TXT': ['"v=DKIM1; k=rsa; p=MIIBIjANBgkq" "hkiG9w0BAQEFAAOCAQ8A"'],
}
const AT_THE_HOTEL: Zone = {
  ...MAIL,
  'vvs.dk NS': ['ns1.webhotel.dk.', 'ns2.webhotel.dk.'],
  'vvs.dk A': ['185.1.2.3'],
}
const AT_CLOUDFLARE: Zone = {
  ...MAIL,
  'vvs.dk NS': ['anna.ns.cloudflare.com.', 'bob.ns.cloudflare.com.'],
  'vvs.dk A': ['172.66.0.1'],
  'vvs.dk AAAA': ['2606:4700::1'],
}
const without = (zone: Zone, key: string): Zone =>
  Object.fromEntries(Object.entries(zone).filter(([name]) => name !== key))

/** A resolver over zones: the public one ("-") and each nameserver's copy. */
const resolverOf =
  (zones: Record<string, Zone>) => async (name: string, type: string, server?: string) =>
    zones[server ?? '-']?.[`${name} ${type}`] ?? []

/** The public records of vvs.dk as the check reads them from `zone` on `day`. */
const at = (zone: Zone, day = '2026-12-01') =>
  readSnapshot('vvs.dk', resolverOf({ '-': zone }), { now: new Date(day) })

/**
 * A folder with a fake `dig` first on the PATH, answering from `zones` as the real one would: a
 * shell script over one line per record ("server name TYPE<tab>value"), quick to start.
 */
function fakeDig(zones: Record<string, Zone>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dns-check-'))
  const bin = path.join(dir, 'bin')
  mkdirSync(bin)
  const records = path.join(dir, 'records.tsv')
  const set = (next: Record<string, Zone>) =>
    writeFileSync(
      records,
      Object.entries(next)
        .flatMap(([server, zone]) =>
          Object.entries(zone).flatMap(([key, values]) =>
            values.map((value) => `${server} ${key}\t${value}\n`),
          ),
        )
        .join(''),
    )
  set(zones)
  // dig [@server] +options name TYPE: the server, then the name and type among the rest.
  writeFileSync(
    path.join(bin, 'dig'),
    `#!/bin/sh
server=-
for arg in "$@"; do
  case "$arg" in
    @*) server="\${arg#@}" ;;
    +*) ;;
    *) if [ -z "$name" ]; then name="$arg"; else type="$arg"; fi ;;
  esac
done
grep -F -e "$server $name $type	" "${records}" | cut -f2-
true
`,
  )
  chmodSync(path.join(bin, 'dig'), 0o755)
  return { dir, set }
}

/** Runs the check as the workflow's step does, in `dir`; its exit code and its summary. */
function runCheck(dir: string, env: Record<string, string>) {
  const summary = path.join(dir, `summary-${Date.now()}-${Math.random()}.md`)
  const output = path.join(dir, 'output.txt')
  const run = spawnSync(process.execPath, [SCRIPT, ...(env.ARG ? [env.ARG] : [])], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: output,
      ...env,
    },
  })
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      return ''
    }
  }
  return { status: run.status, summary: read(summary), output: read(output), stderr: run.stderr }
}

test('the move, as the workflow runs it: Cloudflare must have every mail record first, then the mail records are the same as before', () => {
  const cloudflare = 'anna.ns.cloudflare.com'
  // Cloudflare's scan of the zone missed the DKIM key.
  const dig = fakeDig({
    '-': AT_THE_HOTEL,
    [cloudflare]: without(AT_CLOUDFLARE, 'default._domainkey.vvs.dk TXT'),
  })
  const before = {
    DOMAIN: 'https://www.VVS.dk/',
    NAMESERVERS: `${cloudflare}, bob.ns.cloudflare.com`,
  }
  expect(runCheck(dig.dir, { DOMAIN: 'VVS.dk', ARG: 'name' }).output).toBe('artifact=dns-vvs.dk\n')
  const missing = runCheck(dig.dir, before)
  expect(missing.status).toBe(1)
  expect(missing.summary).toContain('**Skift ikke navneservere endnu.**')
  expect(missing.summary).toContain(
    '- `default._domainkey TXT`: i dag `v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A`, hos Cloudflare *ingen*',
  )
  // An alias answers through the resolver with its target's addresses, and from Cloudflare's
  // nameserver as the alias alone: the same record.
  dig.set({
    '-': AT_THE_HOTEL,
    [cloudflare]: { ...AT_CLOUDFLARE, 'autodiscover.vvs.dk A': ['autodiscover.webhotel.dk.'] },
  })
  const ready = runCheck(dig.dir, before)
  expect(ready.status, ready.stderr).toBe(0)
  expect(ready.summary).toContain('Cloudflares kopi har alle dine e-mailposter')
  expect(ready.summary).toContain('DNSSEC er slået fra.')
  // The workflow keeps the check as an artifact and unpacks it into previous/ for the next run.
  mkdirSync(path.join(dig.dir, 'previous', '1'), { recursive: true })
  renameSync(
    path.join(dig.dir, 'dns-snapshot', 'vvs.dk.json'),
    path.join(dig.dir, 'previous', '1', 'vvs.dk.json'),
  )
  // The day after the switch: the public answers are Cloudflare's.
  dig.set({ '-': AT_CLOUDFLARE })
  const after = runCheck(dig.dir, { DOMAIN: 'vvs.dk' })
  expect(after.status, after.stderr).toBe(0)
  expect(after.summary).toContain('**Din e-mail er sikker:**')
  expect(after.summary).toContain('navneservere dengang: `ns1.webhotel.dk`, `ns2.webhotel.dk`')
  // A record lost in the move is named, and the run fails: the mail server's address, or the MX.
  dig.set({ '-': without(AT_CLOUDFLARE, 'mail.vvs.dk A') })
  const server = runCheck(dig.dir, { DOMAIN: 'vvs.dk' })
  expect(server.status).toBe(1)
  expect(server.summary).toContain('- `mail A`: før `185.1.2.9`, nu *ingen*')
  dig.set({ '-': without(AT_CLOUDFLARE, 'vvs.dk MX') })
  const lost = runCheck(dig.dir, { DOMAIN: 'vvs.dk' })
  expect(lost.status).toBe(1)
  expect(lost.summary).toContain('**Din e-mail er i fare.**')
  expect(lost.summary).toContain(
    '- `@ MX`: før `10 mx1.webhotel.dk`, `20 mx2.webhotel.dk`, nu *ingen*',
  )
}, 60_000)

test('what is not a domain is refused in Danish', () => {
  expect(() => domainFrom('mit firma')).toThrow('»mit firma« er ikke et domæne')
  expect(domainFrom(' https://www.Lokalsynlig.dk/om ')).toBe('lokalsynlig.dk')
  const dig = fakeDig({})
  const run = runCheck(dig.dir, { DOMAIN: 'vvs.dk; rm -rf /' })
  expect(run.status).toBe(1)
  expect(run.summary).toContain('er ikke et domæne')
})

test('DNSSEC: a DS record at the registrar needs a key of the zone with its tag', async () => {
  expect(keyTag(RFC_DNSKEY)).toBe(60485)
  const ds = ['60485 5 1 2BB183AF5F22588179A53B0A98631FAD1A292118']
  expect(dnssecState(await at(AT_CLOUDFLARE))).toEqual({ state: 'off' })
  expect(dnssecState(await at({ ...AT_CLOUDFLARE, 'vvs.dk DNSKEY': [RFC_DNSKEY] }))).toEqual({
    state: 'signed-without-ds',
  })
  const consistent = { ...AT_CLOUDFLARE, 'vvs.dk DNSKEY': [RFC_DNSKEY], 'vvs.dk DS': ds }
  expect(dnssecState(await at(consistent))).toEqual({ state: 'on' })
  const dsWithoutKey = await at({ ...AT_CLOUDFLARE, 'vvs.dk DS': ds })
  const report = dnsReport({ live: dsWithoutKey })
  expect(report.failed).toBe(true)
  expect(report.markdown).toContain(
    '**DNSSEC er brudt:** Registratoren har en DS-post (60485 5 1 2bb183af5f22588179a53b0a98631fad1a292118), men zonen har ingen DNSKEY',
  )
  const otherKey = await at({
    ...AT_CLOUDFLARE,
    'vvs.dk DS': ['12345 13 2 ABCDEF'],
    'vvs.dk DNSKEY': [RFC_DNSKEY],
  })
  expect(dnsReport({ live: otherKey }).markdown).toContain(
    'passer ikke til nogen af zonens nøgler (nøgle-id 60485)',
  )
})

test('after several checks, the one to compare with is the newest made under the old nameservers', async () => {
  const oldest = await at(AT_THE_HOTEL, '2026-12-01')
  const lastBefore = await at(AT_THE_HOTEL, '2026-12-02')
  const firstAfter = await at(AT_CLOUDFLARE, '2026-12-03')
  const now = await at(AT_CLOUDFLARE, '2026-12-04')
  const earlier: Snapshot[] = [firstAfter, oldest, lastBefore]
  expect(beforeTheSwitch(now, earlier)?.read).toBe(lastBefore.read)
  expect(beforeTheSwitch(lastBefore, [oldest])?.read).toBe(oldest.read)
  expect(beforeTheSwitch(now, [])).toBeUndefined()
})

test('mail that leans on the bare domain (an MX naming it, SPF with a) makes its address a mail record', async () => {
  const leaning = {
    ...AT_THE_HOTEL,
    'vvs.dk MX': ['10 vvs.dk.'],
    'vvs.dk TXT': ['"v=spf1 a mx ~all"'],
  }
  const before = await at(leaning)
  // Connected to the site, the bare domain points at Cloudflare: the mail would go there too.
  const after = await at({ ...leaning, 'vvs.dk A': ['172.66.0.1'] })
  const report = dnsReport({ live: after, previous: before })
  expect(report.failed).toBe(true)
  expect(report.markdown).toContain('- `@ A`: før `185.1.2.3`, nu `172.66.0.1`')
  // Before connecting, the check already says not to.
  expect(dnsReport({ live: before }).markdown).toContain(
    '**Kobl ikke domænet på projektet endnu.** Din mail afhænger af selve domænets adresse',
  )
  expect(dnsReport({ live: await at(AT_THE_HOTEL) }).markdown).not.toContain('Kobl ikke')
  // Mail elsewhere: the bare domain's address is the site's business, not the mail's.
  const elsewhere = await at({ ...AT_CLOUDFLARE })
  expect(dnsReport({ live: elsewhere, previous: await at(AT_THE_HOTEL) }).failed).toBe(false)
  // SPF with "mx" while the MX names the hotel's server: the bare domain's address is not mail's.
  const mxOnly = { 'vvs.dk TXT': ['"v=spf1 mx ~all"'] }
  expect(
    dnsReport({
      live: await at({ ...AT_CLOUDFLARE, ...mxOnly }),
      previous: await at({ ...AT_THE_HOTEL, ...mxOnly }),
    }).failed,
  ).toBe(false)
})

test('a mail server the MX names inside the domain is read, and a lost address for it is named', async () => {
  const ownServer = {
    ...AT_THE_HOTEL,
    'vvs.dk MX': ['10 mx.vvs.dk.'],
    'mx.vvs.dk A': ['185.1.2.7'],
    'mx.vvs.dk AAAA': ['2a00:1::7'],
  }
  const before = await at(ownServer)
  expect(before.records['mx A']).toEqual(['185.1.2.7'])
  expect(before.records['mx AAAA']).toEqual(['2a00:1::7'])
  // Cloudflare's copy lacks the server's IPv6 address: mail to it could be lost.
  const after = await at({ ...without(ownServer, 'mx.vvs.dk AAAA'), 'vvs.dk A': ['172.66.0.1'] })
  const report = dnsReport({ live: after, previous: before })
  expect(report.failed).toBe(true)
  expect(report.markdown).toContain('- `mx AAAA`: før `2a00:1::7`, nu ')
  expect(dnsReport({ live: await at(ownServer), previous: before }).failed).toBe(false)
})

test('before the switch, DNSSEC still on at the registrar stops it, whatever Cloudflare has', async () => {
  const cloudflare = 'anna.ns.cloudflare.com'
  const signed = {
    ...AT_THE_HOTEL,
    'vvs.dk DS': [`${keyTag(RFC_DNSKEY)} 5 2 ABCDEF`],
    'vvs.dk DNSKEY': [RFC_DNSKEY],
  }
  const read = (zone: Zone, server?: string) =>
    readSnapshot('vvs.dk', resolverOf({ '-': zone, [cloudflare]: AT_CLOUDFLARE }), {
      server,
      now: new Date('2026-12-01'),
    })
  const report = dnsReport({ live: await read(signed), assigned: await read(signed, cloudflare) })
  expect(report.failed).toBe(true)
  expect(report.markdown).toContain(
    '**Skift ikke navneservere endnu.** DNSSEC er stadig slået til hos registratoren',
  )
  expect(report.markdown).not.toContain('Du kan skifte navneservere')
  // Turned off (no DS left): the same copy may be switched to.
  const off = await read(AT_THE_HOTEL)
  const ready = dnsReport({ live: off, assigned: await read(AT_THE_HOTEL, cloudflare) })
  expect(ready.failed).toBe(false)
  expect(ready.markdown).toContain('Du kan skifte navneservere')
})

test("a mail server's name that is an alias of the bare domain makes the domain's address a mail record", async () => {
  // As many web hotels set it up: mail.vvs.dk is a CNAME of vvs.dk, and the MX names it.
  const aliased = {
    ...without(AT_THE_HOTEL, 'mail.vvs.dk A'),
    'vvs.dk MX': ['10 mail.vvs.dk.'],
    'mail.vvs.dk CNAME': ['vvs.dk.'],
  }
  expect(dnsReport({ live: await at(aliased) }).markdown).toContain(
    '**Kobl ikke domænet på projektet endnu.**',
  )
  const after = await at({ ...aliased, 'vvs.dk A': ['172.66.0.1'] })
  const report = dnsReport({ live: after, previous: await at(aliased) })
  expect(report.failed).toBe(true)
  expect(report.markdown).toContain('- `@ A`: før `185.1.2.3`, nu `172.66.0.1`')
})

test("a mail name that is an alias compares as the alias: the resolver's followed addresses and the nameserver's bare CNAME are the same record", () => {
  // dig +short through a resolver: the CNAME, then the target's addresses.
  expect(answerOf('A', ['mail.webhotel.dk.', '185.1.2.9'])).toEqual(['→ mail.webhotel.dk.'])
  // The zone's own nameserver (Cloudflare's, before the switch): the CNAME alone.
  expect(answerOf('A', ['mail.webhotel.dk.'])).toEqual(['→ mail.webhotel.dk.'])
  // Microsoft's DKIM key is a CNAME too.
  expect(
    answerOf('TXT', [
      'selector1-vvs-dk._domainkey.vvs.onmicrosoft.com.',
      '"v=DKIM1; k=rsa; p=MIIB"',
    ]),
  ).toEqual(['→ selector1-vvs-dk._domainkey.vvs.onmicrosoft.com.'])
  // Plain answers are as they were; an MX or NS answer names hosts, and stays.
  expect(answerOf('A', ['185.1.2.9'])).toEqual(['185.1.2.9'])
  expect(answerOf('MX', ['10 mx1.webhotel.dk.'])).toEqual(['10 mx1.webhotel.dk.'])
  expect(answerOf('NS', ['ns1.webhotel.dk.'])).toEqual(['ns1.webhotel.dk.'])
  expect(answerOf('TXT', ['"v=spf1 include:_spf.webhotel.dk ~all"'])).toEqual([
    '"v=spf1 include:_spf.webhotel.dk ~all"',
  ])
})
