/**
 * A translate function that gives at least these keys. Any i18next `t` whose namespace has them
 * all fits (its keys are typed from the Danish files, app/i18n/i18next.d.ts), so a key that does
 * not exist fails the type check where that `t` is passed.
 */
export type Translate<Key extends string> = (key: Key) => string
