/**
 * Build-time illustrations for the blog posts (960 × 540, no words, so they fit both languages).
 * Chosen by name (app/blog/posts.ts); a post without a drawing of its own gets the default one. scripts/build/build-images.ts
 * turns them into AVIF/WebP/JPEG.
 */

import { DEFAULT_POST_DRAWING } from '#app/blog/posts.ts'
import { palette } from '#app/settings/site.ts'

const INK = palette.brand[950]
const BRAND = palette.brand[900]
const MINT = palette.brand[100]
const AMBER = palette.accent[400]

function pin(x: number, y: number, scale = 1, colour: string = BRAND): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0-60c-22 0-40 18-40 40 0 30 40 60 40 60s40-30 40-60c0-22-18-40-40-40z" fill="${colour}"/><circle cx="0" cy="-20" r="14" fill="#fff"/></g>`
}

/** Why local SEO matters: a map with location pins over a small town's shopping street. */
function mapOverStreet(): string {
  const roads = [
    '<path d="M0 300 Q240 260 480 300 T960 290" stroke="#fff" stroke-width="34" fill="none"/>',
    '<path d="M300 0 Q320 200 280 540" stroke="#fff" stroke-width="26" fill="none"/>',
    '<path d="M700 0 Q660 180 720 540" stroke="#fff" stroke-width="22" fill="none"/>',
  ].join('')
  const shops = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = 60 + i * 145
      const colours = ['#f59e0b', '#10b981', '#3b82f6', '#ef4444', '#8b5cf6', '#14b8a6']
      return `<g transform="translate(${x} 400)"><rect width="120" height="120" fill="#f8fafc" stroke="${INK}" stroke-width="3"/><path d="M-6 0h132l-10-30H4z" fill="${colours[i]}"/><rect x="14" y="40" width="40" height="80" fill="${INK}" opacity=".85"/><rect x="66" y="40" width="40" height="36" fill="#bfdbfe" stroke="${INK}" stroke-width="2"/></g>`
    })
    .join('')
  return `<rect width="960" height="540" fill="${MINT}"/><rect y="0" width="960" height="380" fill="#bbf7d0"/>${roads}
  <rect x="360" y="60" width="160" height="110" rx="10" fill="${palette.brand[200]}"/><rect x="760" y="70" width="150" height="90" rx="10" fill="${palette.brand[200]}"/>
  ${pin(200, 230, 1.1, AMBER)}${pin(480, 200, 1.5)}${pin(780, 240, 1.1, AMBER)}${shops}`
}

/** Why I started the business: a desk with a laptop showing a map listing, a notebook and a cup. */
function deskWithLaptop(): string {
  return `<rect width="960" height="540" fill="${palette.brand[50]}"/><rect y="380" width="960" height="160" fill="#c2a27c"/><rect y="380" width="960" height="12" fill="#a8855c"/>
  <rect x="250" y="110" width="420" height="270" rx="16" fill="${INK}"/><rect x="268" y="128" width="384" height="234" rx="6" fill="${MINT}"/>
  <path d="M268 250 Q380 210 460 250 T652 240" stroke="#fff" stroke-width="16" fill="none"/><path d="M400 128 L380 362" stroke="#fff" stroke-width="12"/>
  ${pin(470, 230, 0.9)}<rect x="520" y="150" width="116" height="120" rx="8" fill="#fff"/><rect x="532" y="166" width="80" height="10" rx="5" fill="${BRAND}"/>
  <rect x="532" y="186" width="92" height="8" rx="4" fill="#94a3b8"/><rect x="532" y="202" width="70" height="8" rx="4" fill="#94a3b8"/>
  <g fill="${AMBER}"><circle cx="538" cy="228" r="6"/><circle cx="554" cy="228" r="6"/><circle cx="570" cy="228" r="6"/><circle cx="586" cy="228" r="6"/></g>
  <path d="M210 380h500l30 26H180z" fill="${palette.muted}"/>
  <g transform="translate(720 330) rotate(-8)"><rect width="170" height="110" rx="6" fill="${palette.accent[200]}"/><g stroke="#b45309" stroke-width="4"><path d="M20 30h120M20 55h120M20 80h80"/></g></g>
  <g transform="translate(100 300)"><rect width="80" height="90" rx="10" fill="#fff" stroke="${INK}" stroke-width="4"/><path d="M80 25c30 0 30 40 0 40" stroke="${INK}" stroke-width="6" fill="none"/><path d="M20 -10c-10-20 10-20 0-40M45 -10c-10-20 10-20 0-40" stroke="#94a3b8" stroke-width="4" fill="none"/></g>`
}

/** How to give access to the profile: a phone showing a settings list with a highlighted invite button. */
function phoneWithInvite(): string {
  const rows = [0, 1, 2, 3]
    .map(
      (i) =>
        `<g transform="translate(380 ${170 + i * 56})"><circle cx="22" cy="20" r="18" fill="${i === 1 ? AMBER : '#cbd5e1'}"/><rect x="54" y="8" width="${i === 1 ? 120 : 140}" height="10" rx="5" fill="${INK}" opacity="${i === 1 ? 1 : 0.5}"/><rect x="54" y="26" width="90" height="8" rx="4" fill="#94a3b8"/></g>`,
    )
    .join('')
  return `<rect width="960" height="540" fill="${palette.brand[50]}"/><circle cx="170" cy="140" r="90" fill="#bbf7d0"/><circle cx="820" cy="420" r="120" fill="#bbf7d0"/>
  <rect x="350" y="40" width="260" height="480" rx="36" fill="${INK}"/><rect x="364" y="70" width="232" height="430" rx="20" fill="#fff"/>
  <rect x="380" y="96" width="120" height="14" rx="7" fill="${BRAND}"/><rect x="380" y="124" width="180" height="8" rx="4" fill="#94a3b8"/>
  ${rows}<rect x="380" y="420" width="200" height="50" rx="25" fill="${BRAND}"/>
  <g transform="translate(455 432)" fill="#fff"><circle cx="12" cy="9" r="8"/><path d="M0 28c0-10 6-14 12-14s12 4 12 14z"/><path d="M30 12h14M37 5v14" stroke="#fff" stroke-width="4"/></g>
  <g transform="translate(640 200)"><rect width="200" height="120" rx="14" fill="#fff" stroke="${BRAND}" stroke-width="4"/><path d="M24 30l76 46 76-46" stroke="${BRAND}" stroke-width="6" fill="none"/><circle cx="186" cy="10" r="22" fill="${AMBER}"/><path d="M176 10l7 7 13-14" stroke="${INK}" stroke-width="5" fill="none"/></g>`
}

/** Any other post: a search field above a map with location pins. */
function searchOverMap(): string {
  return `<rect width="960" height="540" fill="${palette.brand[50]}"/><rect y="200" width="960" height="340" fill="#bbf7d0"/>
  <path d="M0 430 Q300 370 560 430 T960 410" stroke="#fff" stroke-width="30" fill="none"/><path d="M640 200 Q600 370 680 540" stroke="#fff" stroke-width="22" fill="none"/>
  <rect x="200" y="60" width="560" height="84" rx="42" fill="#fff" stroke="${BRAND}" stroke-width="4"/>
  <circle cx="258" cy="98" r="18" fill="none" stroke="${INK}" stroke-width="6"/><path d="M271 111l16 16" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>
  <rect x="310" y="94" width="260" height="14" rx="7" fill="#94a3b8"/>
  ${pin(300, 370, 1.1, AMBER)}${pin(500, 330, 1.5)}${pin(780, 390, 1.1, AMBER)}`
}

/** The drawings, by the names the posts give them (app/blog/posts.ts: POST_DRAWINGS). */
const DRAWINGS: Record<string, () => string> = {
  'map-over-street': mapOverStreet,
  'desk-with-laptop': deskWithLaptop,
  'phone-with-invite': phoneWithInvite,
  [DEFAULT_POST_DRAWING]: searchOverMap,
}

export function postIllustrationSvg(drawing: string): string {
  const draw = DRAWINGS[drawing]
  if (!draw) throw new Error(`No drawing named ${drawing} (${Object.keys(DRAWINGS).join(', ')})`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">${draw()}</svg>`
}
