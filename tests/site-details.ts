import { vi } from 'vitest'
import type { Namespace } from '#app/i18n/pages.ts'
import type { SiteFile } from '#app/settings/site-file-schema.ts'

/**
 * For a unit test of a component that shows the owner's optional details: `#app/settings/site.ts` with
 * some of content/site.json changed as the owner would in the editor. Import the component
 * after this (`await import(...)`), and reset with `resetSiteDetails` after each test.
 */
export async function withSiteDetails(
  details: Partial<SiteFile>,
  founder: Partial<SiteFile['founder']> = {},
  /** The texts the component shows beyond `universal`, as its route module would bundle them. */
  namespaces: Partial<Record<Namespace, object>> = {},
): Promise<void> {
  vi.doMock('#app/settings/site.ts', async (original) => {
    const actual = await original<typeof import('#app/settings/site.ts')>()
    return {
      ...actual,
      site: { ...actual.site, ...details, founder: { ...actual.site.founder, ...founder } },
    }
  })
  // A fresh react-i18next, bound to a fresh instance with the universal texts (app/i18n/i18n.ts).
  const { addBundledNamespace } = await import('#app/i18n/i18n.ts')
  for (const [ns, texts] of Object.entries(namespaces)) addBundledNamespace(ns as Namespace, texts)
}

export function resetSiteDetails(): void {
  vi.resetModules()
  vi.doUnmock('#app/settings/site.ts')
}

/** The owner's proof, every setting filled in as he would copy it from Google and his clients. */
export const PROOF = {
  details: {
    googleProfileUrl: 'https://maps.app.goo.gl/abc',
    googleReviews: { rating: 4.9, count: 23 },
    clients: [
      {
        name: 'Hansen El',
        trade: { da: 'Elektriker', en: 'Electrician' },
        town: 'Viby J',
        sentence: { da: 'Vi bliver ringet op oftere nu.', en: 'We get more calls now.' },
        url: 'https://hansen-el.example',
        permission: true as const,
      },
      {
        name: 'Bager Jensen',
        trade: { da: 'Bager', en: 'Baker' },
        town: 'Risskov',
        sentence: { da: 'Åbningstiderne er endelig rigtige.', en: 'Our hours are finally right.' },
        permission: true as const,
      },
    ],
  },
  founder: {
    yearsOfExperience: 12,
    linkedinUrl: 'https://www.linkedin.com/in/jens',
    pastRoles: {
      da: ['6 år som marketingkoordinator i en VVS-kæde'],
      en: ['Six years as marketing coordinator at a plumbing chain'],
    },
  },
} satisfies { details: Partial<SiteFile>; founder: Partial<SiteFile['founder']> }
