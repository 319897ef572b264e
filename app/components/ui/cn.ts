import { clsx } from 'clsx/lite'

/**
 * Joins class names and leaves out the false ones (`cn('grid', wide && 'md:col-span-2',
 * className)`), as shadcn/ui's `cn()` does, with clsx's lite build: strings only. It does not
 * merge conflicting utilities (no tailwind-merge): classes passed together must never set the
 * same property; a choice between looks is a ternary or a variant (button-variants.ts).
 */
export const cn: (...classes: (string | false | null | undefined)[]) => string = clsx
