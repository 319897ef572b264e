import { cn } from './cn.ts'

/** What every button has: a 44 px tap target, centred bold text, a colour transition. */
const BASE =
  'inline-flex min-h-11 items-center justify-center rounded-lg text-center font-semibold transition-colors'

/** Colours: no class here sets padding, text size or display, which the sizes and callers own. */
const VARIANTS = {
  primary: 'bg-brand-900 text-white hover:bg-brand-800',
  secondary: 'border-2 border-brand-900 bg-white text-brand-900 hover:bg-brand-50',
  accent: 'bg-accent-400 text-brand-950 hover:bg-accent-300',
  /** The second button of a call-to-action band, white on its dark green. */
  secondaryOnDark: 'border-2 border-white text-white hover:bg-white/10',
} as const

/** Padding and text size. */
const SIZES = {
  default: 'px-5 py-2.5',
  /** Two side by side on a 320 px screen (the sticky bar). */
  compact: 'px-3 py-2.5',
  /** The buttons of a call-to-action band. */
  wide: 'px-8 py-2.5',
  /** The home hero's pair: the main action `largeWide`, the second `large`. */
  large: 'px-6 py-3.5 text-lg',
  largeWide: 'px-8 py-3.5 text-lg',
  /** The call link: its label over the number and hours, as tall as a large button. */
  call: 'px-5 py-2',
} as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES

/**
 * The classes of a button, or of a link or label that looks like one (shadcn/ui's
 * `buttonVariants`). `className` adds layout only (margins, width, flex), never padding or
 * colours: a look that a caller needs is a variant or a size here.
 */
export function buttonVariants({
  variant = 'primary',
  size = 'default',
  className,
}: {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
} = {}): string {
  return cn(BASE, VARIANTS[variant], SIZES[size], className)
}
