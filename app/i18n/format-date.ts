import { dateLocale } from './languages.ts'

/** An ISO date as long text in the shown language: "19. december 2024" / "December 19, 2024". */
export function formatLongDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}
