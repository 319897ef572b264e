import { readFileSync } from 'node:fs'
import { LANGUAGES } from '#app/i18n/languages.ts'

/** A build's fact whose lines are only added: the statistics, said only where they are counted. */
const ADDED_ONLY = ['analytics']

/**
 * The legal texts' lines for a fact of the owner's come in pairs within a section: `{{?name}}`
 * is shown when the fact holds, `{{!name}}` while it does not (app/sections/legal-text.ts). A
 * section with one and not the other says nothing, or something untrue, in one of the two cases;
 * his lawyer's wording pasted over one line would do that unseen. Each problem names the file,
 * the section and the line missing, in Danish.
 */
export function conditionalLineProblems(
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): string[] {
  return LANGUAGES.flatMap((language) =>
    (['privacy', 'terms'] as const).flatMap((name) => {
      const file = `content/${language}/${name}.json`
      const { sections } = JSON.parse(read(file)) as {
        sections: { title: string; paragraphs: string[]; list?: string[] }[]
      }
      return sections.flatMap(({ title, paragraphs, list = [] }, index) => {
        const lines = [...paragraphs, ...list].join('\n')
        const names = new Set(
          [...lines.matchAll(/{{[?!](\w+)}}/g)]
            .map((match) => match[1] ?? '')
            .filter((fact) => !ADDED_ONLY.includes(fact)),
        )
        return [...names].flatMap((fact) =>
          (['?', '!'] as const)
            .filter((mark) => !lines.includes(`{{${mark}${fact}}}`))
            .map(
              (mark) =>
                `${file}: afsnit ${index + 1} (${title}) har linjen med {{${mark === '?' ? '!' : '?'}${fact}}} uden linjen med {{${mark}${fact}}}. De to hører sammen: den ene vises, når det er sandt, den anden, når det ikke er. Lad begge stå, og ret kun teksten efter dem.`,
            ),
        )
      })
    }),
  )
}
