import { dateLocale } from './languages.ts'

/** The months as AP style writes them with a date: five spelled out, the rest abbreviated. */
const AP_MONTHS = [
  'Jan.',
  'Feb.',
  'March',
  'April',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
]

/** An ISO date as long text in the shown language: "19. december 2024" / "Dec. 19, 2024" (AP). */
export function formatLongDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (!language.startsWith('da'))
    return `${AP_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date)
}

/** The week in order, as schema.org names its days (content/site.json's opening hours). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

/** Opening hours as content/site.json holds them: schema.org day names and HH:MM. */
export type OpeningHours = { days: readonly string[]; opens: string; closes: string }

/**
 * Opening hours in a few words, as the language writes them: "man.–fre. kl. 9–17" /
 * "Weekdays, 9 a.m. to 5 p.m." (AP style). Days in a row are written as a range; others one by one.
 */
export function formatOpeningHours(
  { days, opens, closes }: OpeningHours,
  language: string,
): string {
  const week: readonly string[] = WEEKDAYS
  const locale = dateLocale(language)
  // 1 January 2024 was a Monday.
  const dayOf = (name: string) => new Date(Date.UTC(2024, 0, 1 + week.indexOf(name)))
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  const ordered = [...days].sort((a, b) => week.indexOf(a) - week.indexOf(b))
  const inARow = ordered.every(
    (day, i) => i === 0 || week.indexOf(day) === week.indexOf(ordered[i - 1] ?? '') + 1,
  )
  const first = ordered[0] ?? ''
  const last = ordered.at(-1) ?? ''
  const english = !language.startsWith('da')
  const named =
    english && ordered.join() === WEEKDAYS.slice(0, 5).join()
      ? 'Weekdays'
      : english && ordered.length === 7
        ? 'Every day'
        : undefined
  const dayText =
    named ??
    (inARow && ordered.length > 2
      ? `${weekday.format(dayOf(first))}–${weekday.format(dayOf(last))}`
      : ordered.map((day) => weekday.format(dayOf(day))).join(', '))
  const at = (time: string) => {
    const [hour = 0, minute = 0] = time.split(':').map(Number)
    return new Date(Date.UTC(2024, 0, 1, hour, minute))
  }
  const wholeHours = opens.endsWith(':00') && closes.endsWith(':00')
  const clock = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: wholeHours ? undefined : '2-digit',
    timeZone: 'UTC',
  })
  // Danish writes 9–17, not 09–17, with an en dash and no spaces; English writes "9 a.m. to
  // 5 p.m." (AP style).
  const range = clock
    .formatRange(at(opens), at(closes))
    .replace(/(?<![\d.:])0(\d)/g, '$1')
    .replace(/\s*–\s*/, english ? ' to ' : '–')
    .replace(/\s?AM\b/g, '\u00a0a.m.')
    .replace(/\s?PM\b/g, '\u00a0p.m.')
  return english ? `${dayText}, ${range}` : `${dayText} kl. ${range}`
}
