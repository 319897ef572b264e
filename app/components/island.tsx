import { type ReactNode, useEffect, useRef } from 'react'
import { enhanceIsland, type Islands } from '../islands/parts/enhance.ts'

/**
 * One part of an otherwise static page that works in the browser: React renders it complete at
 * build time, and the page's islands module (app/islands/{page id}.ts, the page's only script)
 * makes it work with `of[id]`. Naming `of` imports that module into the page's route, which is
 * how the build lists its chunk for the page (components/page-scripts.tsx).
 */
export function Island<T extends Islands>({
  of,
  id,
  children,
}: {
  of: T
  id: keyof T & string
  children: ReactNode
}) {
  const element = useRef<HTMLDivElement>(null)
  // Only on the dev server, where React Router's client runs the whole page (so that edits show
  // at once) and the islands module leaves the island to this. In the build nothing hydrates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: an island is made to work once
  useEffect(() => {
    if (import.meta.env.DEV && element.current) enhanceIsland(of, element.current)
  }, [])
  return (
    <div ref={element} data-island={id} className="contents">
      {children}
    </div>
  )
}
