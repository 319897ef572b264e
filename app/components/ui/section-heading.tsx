import type { ReactNode } from 'react'
import { cn } from './cn.ts'

/**
 * The heading of a page section: an `h2`, large and bold, centred unless `align="start"`, in the
 * darkest brand green, or on a dark band (`onDark`) in the band's own white. Its `id` names the
 * section (`aria-labelledby`).
 */
export function SectionHeading({
  id,
  align = 'center',
  onDark = false,
  children,
}: {
  id: string
  align?: 'center' | 'start'
  onDark?: boolean
  children: ReactNode
}) {
  return (
    <h2
      id={id}
      className={cn(
        align === 'center' && 'text-center',
        'text-2xl font-extrabold tracking-tight sm:text-3xl',
        !onDark && 'text-brand-950',
      )}
    >
      {children}
    </h2>
  )
}
