import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** A small line icon for the profile's action buttons (24 × 24 grid). */
function ActionIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4 shrink-0" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

const ACTIONS = [
  {
    id: 'call',
    icon: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  },
  { id: 'directions', icon: 'M12 2 21 12l-9 10-9-10zM9 14v-3h6m-2-2 2 2-2 2' },
  {
    id: 'website',
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  },
] as const

/** Three photos of the business, drawn: the van, a new basin, the tools. */
const PHOTOS: { id: string; drawing: ReactNode }[] = [
  {
    id: 'van',
    drawing: (
      <>
        <rect width="60" height="40" className="fill-brand-100" />
        <rect x="8" y="13" width="32" height="15" rx="2" className="fill-brand-700" />
        <path d="M40 16h7l5 6v6H40z" className="fill-brand-800" />
        <circle cx="17" cy="29" r="4" className="fill-ink" />
        <circle cx="45" cy="29" r="4" className="fill-ink" />
      </>
    ),
  },
  {
    id: 'basin',
    drawing: (
      <>
        <rect width="60" height="40" className="fill-accent-200" />
        <path d="M14 22h32a16 11 0 0 1-32 0z" className="fill-white" />
        <path d="M30 22v-9h8v4" fill="none" strokeWidth="3" className="stroke-muted" />
      </>
    ),
  },
  {
    id: 'tools',
    drawing: (
      <>
        <rect width="60" height="40" className="fill-slate-200" />
        <path d="M16 31 38 11" strokeWidth="5" strokeLinecap="round" className="stroke-brand-800" />
        <circle cx="40" cy="10" r="6" className="fill-brand-800" />
        <circle cx="42" cy="8" r="2.5" className="fill-slate-200" />
      </>
    ),
  },
]

/** A map pin whose point is at (x, y). */
function Pin({ x, y, ours }: { x: number; y: number; ours?: boolean }) {
  const scale = ours ? 1.25 : 0.9
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path
        d="M0 0c-2-6-9-10-9-17a9 9 0 0 1 18 0c0 7-7 11-9 17z"
        className={ours ? 'fill-brand-700' : 'fill-slate-400'}
      />
      <circle cy="-17" r="3.5" className="fill-white" />
    </g>
  )
}

/**
 * What the visitor buys, shown rather than told: a business profile as it looks at the top of
 * the map results when it is kept up (reviews, answers, photos, hours, the call button), drawn in
 * the site's palette from text and shapes. No image file, no request; to a screen reader it is
 * one picture with its description.
 */
export function ProfileIllustration({ className }: { className?: string }) {
  const { t } = useTranslation('homepage')
  return (
    <figure className={className}>
      <div
        role="img"
        aria-label={t('illustration.alt')}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-lg"
      >
        <svg viewBox="0 0 360 64" className="block h-auto w-full" aria-hidden="true">
          <rect width="360" height="64" className="fill-brand-50" />
          <path d="M250 0c-10 22 20 38 10 64h60V0z" className="fill-brand-100" />
          <path
            d="M0 22h360M0 50h360M90 0v64M200 0l-22 64M300 0v64"
            strokeWidth="7"
            className="stroke-white"
          />
          <Pin x={140} y={48} ours />
          <Pin x={235} y={32} />
          <Pin x={60} y={62} />
        </svg>
        <div className="px-4 pt-3 pb-4">
          <p className="text-lg font-bold text-ink">{t('illustration.name')}</p>
          <p className="flex items-center gap-1 text-sm text-ink">
            {t('illustration.rating')}
            <span className="tracking-tight text-accent-400">★★★★★</span>
            <span className="text-muted">{t('illustration.reviews')}</span>
          </p>
          <p className="text-sm text-muted">{t('illustration.category')}</p>
          <p className="text-sm font-semibold text-brand-800">{t('illustration.open')}</p>
          <ul className="mt-3 grid grid-cols-3 gap-2 text-xs font-semibold text-brand-800">
            {ACTIONS.map(({ id, icon }) => (
              <li
                key={id}
                className="flex flex-col items-center gap-1 rounded-lg border border-brand-200 px-1 py-1.5"
              >
                <ActionIcon path={icon} />
                {t(`illustration.${id}`)}
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-3 gap-1.5">
            {PHOTOS.map(({ id, drawing }) => (
              <svg
                key={id}
                viewBox="0 0 60 40"
                className="block w-full rounded-md"
                aria-hidden="true"
              >
                {drawing}
              </svg>
            ))}
          </div>
          <div className="mt-3 rounded-lg bg-slate-50 p-3 text-xs">
            <p className="text-ink">
              <span className="text-accent-400">★★★★★</span> {t('illustration.review')}
            </p>
            <p className="mt-1.5 border-l-2 border-brand-200 pl-2 text-muted">
              {t('illustration.reply')}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-3 border-t border-slate-200 px-4 py-2.5 text-sm text-muted">
          <svg viewBox="-10 -30 20 32" className="h-5 w-4 shrink-0" aria-hidden="true">
            <Pin x={0} y={0} />
          </svg>
          <span className="font-semibold">{t('illustration.other_name')}</span>
          <span className="ml-auto">
            {t('illustration.other_rating')} <span className="text-slate-400">★</span>{' '}
            {t('illustration.other_reviews')}
          </span>
        </div>
      </div>
      <figcaption className="mt-2 text-center text-xs text-muted">
        {t('illustration.caption')}
      </figcaption>
    </figure>
  )
}
