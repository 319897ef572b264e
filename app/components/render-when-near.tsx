import type { ReactNode } from 'react'

/**
 * A part of a long page below its first screen, which the browser lays out and paints only
 * when the visitor nears it (`.render-when-near` in app.css: `content-visibility: auto`). On a
 * slow phone the parser yields to rendering several times while the page loads; each time the
 * browser then renders the first screen alone, not everything parsed so far (not even a part
 * near the screen until the parse ends), so the parser reaches the islands at the end of the
 * page sooner (docs/speed.md, "Ready"). The part stays in the document for search engines,
 * find-in-page and screen readers. For pages with islands only (their module renders each
 * part when idle and keeps it rendered, so its height is known), and nothing inside may be
 * `position: fixed`: the containment makes the part its containing block.
 */
export function RenderWhenNear({ children }: { children: ReactNode }) {
  return <div className="render-when-near">{children}</div>
}
