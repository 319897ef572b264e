import { type ReactNode, useEffect, useRef } from 'react'
import { enhanceIsland } from '#app/browser/islands/enhance-islands.ts'
import { ISLANDS, type IslandName } from '#app/browser/islands/islands.ts'

/**
 * One part of an otherwise static page that works in the browser: React renders it complete at
 * build time, and the islands module (app/browser/islands/islands.ts, the page's only script) makes it
 * work. Using it imports that module into the page's route, which is how the build lists its
 * chunk for the page (components/script-tags.tsx).
 */
export function Island({ id, children }: { id: IslandName; children: ReactNode }) {
  const element = useRef<HTMLDivElement>(null)
  // Only on the dev server, where React Router's client runs the whole page (so that edits show
  // at once) and the islands module leaves the island to this. In the build nothing hydrates.
  useEffect(() => {
    if (import.meta.env.DEV && element.current) enhanceIsland(ISLANDS, element.current)
  }, [])
  return (
    <div ref={element} data-island={id} className="contents">
      {children}
    </div>
  )
}
