import { type ComponentType, type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HYDRATED_MARK } from './hydrated-mark.ts'

/** The parts of a page that React runs in the browser, by name. They take no props. */
export type Islands = Record<string, ComponentType>

/**
 * One interactive part of an otherwise static page, prerendered in place. In the browser,
 * hydrateIslands() hydrates it with the same component, so what the visitor typed or opened
 * before stays as it is.
 */
export function Island<T extends Islands>({ of, id }: { of: T; id: keyof T & string }) {
  const Component = of[id] as ComponentType
  return (
    <div data-island={id} className="contents">
      <Component />
    </div>
  )
}

/** Tells, once every island has hydrated, that the page is ready (`<html data-hydrated>`). */
function ReadyWhenAll({ children, onReady }: { children: ReactNode; onReady: () => void }) {
  useEffect(onReady, [onReady])
  return children
}

/** Islands of the page not hydrated yet; the page is ready when none is left. */
let waiting: number | undefined

/**
 * Hydrates the islands of the page that `islands` names, from the page's islands module, which
 * is the page's only script (see page-scripts.tsx). Nothing else of the page runs React. Once
 * every island of the page runs, `<html data-hydrated>` and the `hydrated` mark say so.
 */
export function hydrateIslands(islands: Islands): void {
  // On the dev server React Router's client hydrates the whole page (page-scripts.tsx).
  if (import.meta.env.DEV) return
  const containers = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  waiting ??= containers.length
  const onReady = () => {
    waiting = (waiting ?? 1) - 1
    if (waiting > 0) return
    document.documentElement.dataset.hydrated = 'true'
    performance.mark(HYDRATED_MARK)
  }
  for (const container of containers) {
    const Component = islands[container.dataset.island ?? '']
    if (!Component) continue // another page's island, or one that another call hydrates
    hydrateRoot(
      container,
      <ReadyWhenAll onReady={onReady}>
        <Component />
      </ReadyWhenAll>,
    )
  }
}
