import { siteOrigins } from '#app/i18n/languages.ts'
import { MAIL_KEY_VARIABLES } from '#app/mail/mail-config.ts'
import { planLaunch } from '#scripts/build/build.ts'
import { writeRunSummary } from '#scripts/github-actions.ts'

/**
 * The first step of a publish: are the repository's secrets and variables that it needs set?
 * Says in Danish which is missing and where in the owner's guide it is made
 * (docs/ejerguide.md), instead of a failure deep in a later step. Exits 1 when one is missing.
 */
export const REQUIRED_SETTINGS = [
  { name: 'CLOUDFLARE_API_TOKEN', kind: 'secret', step: 'trin 3: Cloudflare-nøglen' },
  { name: 'CLOUDFLARE_ACCOUNT_ID', kind: 'secret', step: 'trin 3: Cloudflare-nøglen' },
  { name: 'CLOUDFLARE_PROJECT_DA', kind: 'variabel', step: 'trin 2: de to Cloudflare-projekter' },
  { name: 'CLOUDFLARE_PROJECT_EN', kind: 'variabel', step: 'trin 2: de to Cloudflare-projekter' },
  { name: 'SITE_URL_DA', kind: 'variabel', step: 'trin 4: adresserne' },
  { name: 'SITE_URL_EN', kind: 'variabel', step: 'trin 4: adresserne' },
] as const

const KIND_PLACE = {
  secret: 'Settings → Secrets and variables → Actions → Secrets',
  variabel: 'Settings → Secrets and variables → Actions → Variables',
}

/** The mail keys: needed once the whole site is published (its forms send through them). */
export const MAIL_SETTINGS = Object.values(MAIL_KEY_VARIABLES).map((name) => ({
  name,
  kind: 'secret' as const,
  step: 'trin 6: mailen',
}))

/** The address variables, which must be whole addresses. */
const ADDRESS_SETTINGS = ['SITE_URL_DA', 'SITE_URL_EN'] as const

/**
 * One Danish line per missing or wrong setting; none when all are right. The mail keys count
 * when the whole site is to be published (`withForms`), and as soon as one of them is set: the
 * holding page has no form, but some keys without the rest stop every build (app/mail/mail-config.ts).
 */
export function missingSettings(
  env: Record<string, string | undefined>,
  withForms: boolean,
): string[] {
  const mailStarted = MAIL_SETTINGS.some(({ name }) => env[name]?.trim())
  const missing = [...REQUIRED_SETTINGS, ...(withForms || mailStarted ? MAIL_SETTINGS : [])]
    .filter(({ name }) => !env[name]?.trim())
    .map(
      ({ name, kind, step }) =>
        `- ${kind === 'secret' ? 'Hemmeligheden' : 'Variablen'} \`${name}\` mangler. Opret den under ${KIND_PLACE[kind]} (guiden, ${step}).`,
    )
  const wrong = ADDRESS_SETTINGS.filter((name) => {
    const value = env[name]?.trim()
    return value && !/^https:\/\/[^/\s]+\/?$/.test(value)
  }).map(
    (name) =>
      `- Variablen \`${name}\` er »${env[name]}«. Skriv hele adressen med https:// foran og intet efter domænet, fx \`https://lokalsynlig.dk\` (guiden, trin 4: adresserne).`,
  )
  return [...missing, ...wrong]
}

/**
 * Whether this run publishes the whole site (its forms then need the mail keys). A content file
 * with wrong values is not a missing setting: the next step, check:content, names the file and
 * field in the run's summary, so here it counts as the holding page.
 */
function publishesWholeSite(): boolean {
  try {
    return planLaunch(siteOrigins(process.env)).mode === 'site'
  } catch {
    return false
  }
}

if (import.meta.main) {
  // The launch check needs the addresses; with a wrong one, the mail keys are asked for anyway.
  const missingBefore = missingSettings(process.env, false)
  const withForms = missingBefore.length === 0 && publishesWholeSite()
  const missing = missingSettings(process.env, withForms)
  if (missing.length) {
    const report = `## Indstillinger mangler\n\nSiden kan ikke udgives endnu:\n\n${missing.join('\n')}\n\nNår de er oprettet eller rettet: åbn kørslen, og vælg **Re-run jobs → Re-run all jobs**.`
    console.error(report)
    writeRunSummary(report)
    process.exit(1)
  }
  console.log('Every setting the publish needs is there.')
}
