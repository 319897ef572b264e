import { expect, test } from 'vitest'
import { deferHydration } from './defer-hydration.ts'

const HTML = `<head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head>
<body><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";

  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-4.js");</script></body>`

test('drops the preloads and starts the same bootstrap after load and the first contentful paint', () => {
  const out = deferHydration(HTML)
  expect(out).not.toContain('modulepreload')
  expect(out).toContain(
    'const start=async()=>{await import("/assets/manifest-1.js");const [route0,route1]=await Promise.all([import("/assets/root-2.js"),import("/assets/home-3.js")]);window.__reactRouterRouteModules={"root":route0,"home":route1};import("/assets/entry.client-4.js")};',
  )
  expect(out).toContain('list.getEntriesByName("first-contentful-paint")')
  expect(out).toContain('.observe({type:"paint",buffered:true})')
  expect(out).toContain('addEventListener("load",afterPaint,{once:true})')
  expect(out).not.toMatch(/^import /m)
})

test('a bootstrap of another shape fails the build instead of breaking the site', () => {
  expect(() => deferHydration('<script type="module" async="">boot()</script>')).toThrow(
    /bootstrap/,
  )
})
