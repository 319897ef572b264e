/**
 * Lets the first paint happen before any JavaScript is fetched. React Router's HTML preloads every
 * module in <head> and imports them in an inline bootstrap; Lighthouse's simulation counts all of
 * that before the first paint (FCP 2.2 s against 1.1 s without JavaScript, docs/decisions/008).
 * This drops the modulepreload links and starts the same bootstrap once the page has loaded and
 * its first contentful paint has been reported (Paint Timing; browsers without it start on
 * load), so no module request starts before the first paint either.
 */
export function deferHydration(html: string): string {
  const bootstrap = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1]
  const manifest = bootstrap?.match(/^\s*import "([^"]+)";/)?.[1]
  const routes = [...(bootstrap ?? '').matchAll(/import \* as (route\d+) from "([^"]+)";/g)]
  const modules = bootstrap?.match(/window\.__reactRouterRouteModules = (\{[^}]*\});/)?.[1]
  const entry = bootstrap?.match(/import\("([^"]+)"\);\s*$/)?.[1]
  if (!bootstrap || !manifest || routes.length === 0 || !modules || !entry) {
    throw new Error("deferHydration: React Router's bootstrap script has a shape it does not know")
  }
  const start = [
    'const start=async()=>{',
    `await import(${JSON.stringify(manifest)});`,
    `const [${routes.map(([, name]) => name).join(',')}]=await Promise.all([${routes.map(([, , url]) => `import(${JSON.stringify(url)})`).join(',')}]);`,
    `window.__reactRouterRouteModules=${modules};`,
    `import(${JSON.stringify(entry)})};`,
    'const afterPaint=()=>window.PerformanceObserver?.supportedEntryTypes?.includes("paint")?new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true}):start();',
    'document.readyState==="complete"?afterPaint():addEventListener("load",afterPaint,{once:true});',
  ].join('')
  return html.replace(/<link rel="modulepreload"[^>]*\/?>/g, '').replace(bootstrap, start)
}
