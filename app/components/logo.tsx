/** The brand mark: a map pin with a rising bar chart. Decorative; the link around it is named. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path
        d="M16 2C9.9 2 5 6.9 5 13c0 8.2 9.4 16 10.4 16.8a1 1 0 0 0 1.2 0C17.6 29 27 21.2 27 13 27 6.9 22.1 2 16 2Z"
        fill="#0f4c3a"
      />
      <rect x="10.5" y="14" width="3" height="5" rx="1" fill="#fbbf24" />
      <rect x="14.5" y="11" width="3" height="8" rx="1" fill="#fde68a" />
      <rect x="18.5" y="8" width="3" height="11" rx="1" fill="#ffffff" />
    </svg>
  )
}
