// Small shared helpers: seeded PRNG, colour maths, number formatting.

/** Deterministic 32-bit PRNG (mulberry32). */
export function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a hash of a string, used to seed one PRNG per asset. */
export function hashString(str) {
  let h = 0x811c9dc5
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function makeRng(seedText) {
  const next = mulberry32(hashString(String(seedText)))
  const rng = {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    jitter: (v, amt) => v + (next() * 2 - 1) * amt,
  }
  return rng
}

export const clamp = (v, a = 0, b = 1) => Math.max(a, Math.min(b, v))
export const lerp = (a, b, t) => a + (b - a) * t
export const smooth = (t) => {
  const x = clamp(t)
  return x * x * (3 - 2 * x)
}

/** Round for SVG output. */
export const f = (n) => {
  const r = Math.round(n * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}
export const f2 = (n) => {
  const r = Math.round(n * 100) / 100
  return Object.is(r, -0) ? '0' : String(r)
}

export function hexToRgb(hex) {
  let h = hex.replace('#', '')
  if (h.length === 3) h = h.split('').map((c) => c + c).join('')
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)]
}
export function rgbToHex([r, g, b]) {
  const c = (v) => Math.round(clamp(v, 0, 255)).toString(16).padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}
/** Mix two hex colours, t=0 → a, t=1 → b. */
export function mix(a, b, t) {
  const x = hexToRgb(a)
  const y = hexToRgb(b)
  return rgbToHex([lerp(x[0], y[0], t), lerp(x[1], y[1], t), lerp(x[2], y[2], t)])
}
/** amt > 0 lightens toward white, amt < 0 darkens toward a deep navy (keeps shadows cool, not grey). */
export function shade(c, amt) {
  return amt >= 0 ? mix(c, '#ffffff', amt) : mix(c, '#0c1630', -amt)
}

/** Format a list of [x, y] points for an SVG polygon. */
export const pts = (arr) => arr.map((p) => `${f(p[0])},${f(p[1])}`).join(' ')

/** Run async tasks with limited concurrency, keeping result order. */
export async function pool(items, limit, fn) {
  const results = new Array(items.length)
  let i = 0
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (i < items.length) {
      const idx = i++
      results[idx] = await fn(items[idx], idx)
    }
  })
  await Promise.all(workers)
  return results
}

export const PALETTE = {
  navy: '#0f2344',
  navy2: '#1b3a66',
  amber: '#f59f00',
  amberLight: '#ffca64',
  leaf: '#3fa866',
  leafDark: '#2a7a4a',
  terracotta: '#c4582f',
  sand: '#e6cb98',
  cream: '#f3e7cf',
  panel: '#2e3a8c',
  panelLight: '#5a66d6',
  frame: '#c9d1df',
}

export const SKIN = ['#4a2c1d', '#5c3a27', '#6e4631', '#7f5238', '#8f5e3f', '#a06c48', '#3d2418', '#663f2a']
