// Brand assets: sun-over-panel mark, horizontal logos for light/dark backgrounds, favicon.
import { Svg, el, FONT } from './svg.mjs'
import { f } from './util.mjs'

/** The mark drawn in a 100x100 box. variant: 'light' (for light bg) | 'dark' (for dark bg). */
export function markElements(S, variant = 'light') {
  const sun = S.linear([[0, '#ffd27a'], [1, '#f59f00']], 0, 0, 0, 1)
  const panel = variant === 'dark' ? S.linear([[0, '#6a78e6'], [1, '#3d4bc0']], 0, 0, 0, 1) : S.linear([[0, '#4656c8'], [1, '#24307e']], 0, 0, 0, 1)
  const out = []
  const rays = []
  for (let i = 0; i < 9; i++) {
    const a = Math.PI + (i / 8) * Math.PI
    rays.push(`M${f(50 + Math.cos(a) * 29)} ${f(46 + Math.sin(a) * 29)}L${f(50 + Math.cos(a) * 40)} ${f(46 + Math.sin(a) * 40)}`)
  }
  out.push(el.path(rays.join(''), { stroke: '#f59f00', 'stroke-width': 6.5, 'stroke-linecap': 'round', fill: 'none' }))
  out.push(el.circle(50, 46, 21, { fill: sun }))
  // panel in perspective, overlapping the lower half of the sun
  out.push(el.poly([[22, 58], [78, 58], [90, 94], [10, 94]], { fill: variant === 'dark' ? '#0f2344' : '#ffffff' }))
  out.push(el.poly([[25, 61], [75, 61], [86, 91], [14, 91]], { fill: panel }))
  out.push(el.path('M41.7 61L38.7 91M58.3 61L61.3 91M19.5 76H80.5', { stroke: '#ffffff', 'stroke-width': 2.2, 'stroke-opacity': 0.75 }))
  out.push(el.poly([[25, 61], [44, 61], [30, 91], [14, 91]], { fill: '#ffffff', 'fill-opacity': 0.12 }))
  return out.join('')
}

export function logoSvg(variant) {
  const S = new Svg(480, 120)
  const text = variant === 'dark' ? '#ffffff' : '#0f2344'
  const sub = variant === 'dark' ? '#ffca64' : '#e08e00'
  S.add(`<g transform="translate(8 10) scale(1)">${markElements(S, variant)}</g>`)
  S.add(`<text x="118" y="68" font-family="${FONT}" font-size="39"><tspan font-weight="700" fill="${text}">SunHarvest</tspan><tspan dx="9" fill="${sub}">Energy</tspan></text>`)
  S.text(119, 96, 'SOLAR ENERGY SOLUTIONS FOR AFRICA', { fill: variant === 'dark' ? '#c9d3e6' : '#5c6f8f', 'font-size': 12.4, 'letter-spacing': 1.9 })
  return S.toString()
}

export function faviconSvg(size = 64) {
  const S = new Svg(size, size)
  S.rect(0, 0, size, size, { rx: size * 0.22, fill: '#0f2344' })
  S.add(`<g transform="translate(${size * 0.06} ${size * 0.02}) scale(${(size * 0.88) / 100})">${markElements(S, 'dark')}</g>`)
  return S.toString()
}

export { FONT }
