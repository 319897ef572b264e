import type { Config } from 'tailwindcss'
import { palette } from './site.ts'

/** Tailwind's colours are the palette of app/site.ts (`bg-brand-900`, `text-ink`…); app.css reads this file. */
export default { theme: { extend: { colors: palette } } } satisfies Config
