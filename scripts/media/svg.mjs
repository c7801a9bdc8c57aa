// Minimal SVG document builder: gradients/filters in <defs>, elements appended in paint order.
import { f, pts } from './util.mjs'

const attrString = (attrs = {}) =>
  Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? f(v) : v}"`)
    .join('')

export const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"

export class Svg {
  constructor(w, h, idPrefix = '') {
    this.w = w
    this.h = h
    this.defs = []
    this.parts = []
    this.n = 0
    this.idPrefix = idPrefix
  }
  uid(prefix = 'd') {
    this.n += 1
    return `${this.idPrefix}${prefix}${this.n}`
  }
  /** stops: [[offset, color, opacity?], ...]; coordinates are fractions (bbox) unless `user` is true. */
  linear(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const id = this.uid('lg')
    const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`).join('')
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.defs.push(`<linearGradient id="${id}"${units} x1="${user ? f(x1) : x1}" y1="${user ? f(y1) : y1}" x2="${user ? f(x2) : x2}" y2="${user ? f(y2) : y2}">${s}</linearGradient>`)
    return `url(#${id})`
  }
  radial(stops, cx = 0.5, cy = 0.5, r = 0.5, user = false, extra = '') {
    const id = this.uid('rg')
    const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`).join('')
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.defs.push(`<radialGradient id="${id}"${units} cx="${user ? f(cx) : cx}" cy="${user ? f(cy) : cy}" r="${user ? f(r) : r}"${extra}>${s}</radialGradient>`)
    return `url(#${id})`
  }
  blur(std) {
    const key = `${this.idPrefix}blur${String(std).replace('.', '_')}`
    if (!this.defs.some((d) => d.includes(`id="${key}"`))) {
      this.defs.push(`<filter id="${key}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${std}"/></filter>`)
    }
    return `url(#${key})`
  }
  clip(inner) {
    const id = this.uid('cp')
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`)
    return `url(#${id})`
  }
  add(s) {
    this.parts.push(s)
    return this
  }
  rect(x, y, w, h, attrs) {
    return this.add(el.rect(x, y, w, h, attrs))
  }
  poly(points, attrs) {
    return this.add(el.poly(points, attrs))
  }
  path(d, attrs) {
    return this.add(el.path(d, attrs))
  }
  circle(cx, cy, r, attrs) {
    return this.add(el.circle(cx, cy, r, attrs))
  }
  ellipse(cx, cy, rx, ry, attrs) {
    return this.add(el.ellipse(cx, cy, rx, ry, attrs))
  }
  line(x1, y1, x2, y2, attrs) {
    return this.add(el.line(x1, y1, x2, y2, attrs))
  }
  text(x, y, str, attrs) {
    return this.add(el.text(x, y, str, attrs))
  }
  /** Start a group; everything added until end() goes inside it. */
  begin(attrs) {
    this.parts.push(`<g${attrString(attrs)}>`)
    return this
  }
  end() {
    this.parts.push('</g>')
    return this
  }
  /** Inner markup (defs + content) for nesting inside another SVG. */
  inner() {
    return `<defs>${this.defs.join('')}</defs>${this.parts.join('')}`
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
  }
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const el = {
  attrs: attrString,
  rect: (x, y, w, h, attrs) => `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${attrString(attrs)}/>`,
  poly: (points, attrs) => `<polygon points="${pts(points)}"${attrString(attrs)}/>`,
  polyline: (points, attrs) => `<polyline points="${pts(points)}"${attrString({ fill: 'none', ...attrs })}/>`,
  path: (d, attrs) => `<path d="${d}"${attrString(attrs)}/>`,
  circle: (cx, cy, r, attrs) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${attrString(attrs)}/>`,
  ellipse: (cx, cy, rx, ry, attrs) => `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}"${attrString(attrs)}/>`,
  line: (x1, y1, x2, y2, attrs) => `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${attrString(attrs)}/>`,
  text: (x, y, str, attrs) => `<text x="${f(x)}" y="${f(y)}"${attrString({ 'font-family': FONT, ...attrs })}>${esc(str)}</text>`,
  g: (inner, attrs) => `<g${attrString(attrs)}>${Array.isArray(inner) ? inner.join('') : inner}</g>`,
}

/** Path through points with straight segments. */
export const linePath = (points, close = false) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${f(p[0])} ${f(p[1])}`).join('') + (close ? 'Z' : '')

/** Smooth closed/open path through points (Catmull-Rom → cubic Bézier). */
export function smoothPath(points, close = false, tension = 1) {
  const n = points.length
  if (n < 3) return linePath(points, close)
  const get = (i) => (close ? points[(i + n) % n] : points[Math.max(0, Math.min(n - 1, i))])
  let d = `M${f(points[0][0])} ${f(points[0][1])}`
  const last = close ? n : n - 1
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1)
    const p1 = get(i)
    const p2 = get(i + 1)
    const p3 = get(i + 2)
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension]
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension]
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`
  }
  return d + (close ? 'Z' : '')
}
