/**
 * The self-check ("Hvor synlig er du på Google Maps?", routes/self-check.tsx): yes/no questions
 * about the visitor's own profile, most important first. The page counts the score and shows the
 * first answers of "no" as his most important fixes in CSS alone (`.self-check` in app.css),
 * so it works without JavaScript and sends and stores nothing. His answers travel only in the
 * free-analysis request he may send from the page (browser/islands/mail-form.ts), and, when
 * analytics is on, his score is counted once he has answered every question.
 * Their words: `audit:self_check.questions.{id}`.
 */
export const SELF_CHECK_QUESTIONS = [
  'owner',
  'category',
  'details',
  'hours',
  'replies',
  'reviews',
  'photos',
  'services',
  'website',
  'posts',
] as const
export type SelfCheckQuestion = (typeof SELF_CHECK_QUESTIONS)[number]

/** How many fixes the result names: the first questions answered "no", in order. */
export const SELF_CHECK_FIXES = 3

/** The group of the questions (a fieldset, in no form): never sent; the request reads it. */
export const SELF_CHECK_ANSWERS_ID = 'self-check-answers'

/** A question's radio buttons (`check-owner`), each with value `yes` or `no`. */
export const answerName = (question: SelfCheckQuestion) => `check-${question}`

/**
 * The score: the questions answered yes so far in the self-check's group. The one way it is
 * counted in script (the request's message, the analytics event); the page shows the same count
 * with a CSS counter of the same inputs (`.self-check` in app.css).
 */
export function selfCheckScore(questions: Element): number {
  return questions.querySelectorAll('input[value="yes"]:checked').length
}
