import { SELF_CHECK_FIXES, SELF_CHECK_QUESTIONS } from './self-check-questions.ts'

/**
 * The self-check's fixes in CSS, one selector per question: the fix of question k shows when it
 * is answered no, and of those shown only the first SELF_CHECK_FIXES stay (the most important
 * first). The build appends this to app.css (scripts/build/app-css-from-code.ts), so the rules
 * follow SELF_CHECK_QUESTIONS; the rest of the self-check's CSS is `.self-check` in app.css.
 */
export function selfCheckFixesCss(): string {
  const answeredNo = SELF_CHECK_QUESTIONS.map(
    (_, index) =>
      `.self-check:has(.check-question:nth-child(${index + 1}) input[value="no"]:checked) .check-fix:nth-child(${index + 1})`,
  ).join(',\n')
  return [
    `${answeredNo} {\n  display: list-item;\n}`,
    `.check-fix:nth-child(n + ${SELF_CHECK_FIXES + 1} of :is(${answeredNo})) {\n  display: none;\n}`,
  ].join('\n')
}
