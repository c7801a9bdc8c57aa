// 2D sprites drawn in centimetres with the origin at the base (feet / trunk foot), y up = negative.
// Place them with place(svg, x, y, pxPerMetre, inner).
import { el, smoothPath } from './svg.mjs'
import { shade, f, lerp } from './util.mjs'

export function place(S, x, y, pxPerMetre, inner, extra = '') {
  S.add(`<g transform="translate(${f(x)} ${f(y)}) scale(${(pxPerMetre / 100).toFixed(4)})"${extra}>${inner}</g>`)
}
export const groundShadow = (rx, ry = rx * 0.22, alpha = 0.25, dx = 0) => el.ellipse(dx, 0, rx, ry, { fill: '#141b33', 'fill-opacity': alpha })

/* ---------------------------------------------------------------- people */

const ARM_POSES = {
  down: [[-25, -113], [-27, -88]],
  hold: [[-26, -110], [-12, -114]],
  work: [[-27, -112], [-11, -104]],
  hips: [[-35, -113], [-18, -93]],
  carry: [[-30, -166], [-22, -190]],
  point: [[-36, -150], [-54, -166]],
  wave: [[-33, -160], [-36, -184]],
  reach: [[-32, -142], [-46, -150]],
  forward: [[-26, -118], [-20, -124]],
  chin: [[-26, -115], [-8, -146]],
}
const mirror = (pose) => pose.map(([x, y]) => [-x, y])
const armFor = (p, side) => {
  if (Array.isArray(p)) return p
  const base = ARM_POSES[p] ?? ARM_POSES.down
  return side === 'L' ? base : mirror(base)
}

/**
 * Stylised person, 170 cm tall. Options:
 * skin, hair ('short'|'fade'|'afro'|'puff'|'bun'|'braids'|'long'|'bald'|'locs'), hairColor, top, sleeves ('short'|'long'),
 * bottom, skirt (colour or null), shoes, hat (null|'hardhat'|'cap'|'gele'|'hijab'), hatColor, vest (null|'orange'|'lime'),
 * harness, armL/armR (pose name or [[ex,ey],[hx,hy]]), legs ('stand'|'walk'), view ('front'|'back'), face (bool),
 * prop ('certificate'|'clipboard'|'wrench'|'meter'|'tablet'|null), logo (bool), beard, glasses, female (bool), scale.
 */
export function person(o = {}) {
  const skin = o.skin ?? '#6e4631'
  const skinD = shade(skin, -0.22)
  const hairC = o.hairColor ?? '#17100c'
  const top = o.top ?? '#2f6fb0'
  const topD = shade(top, -0.18)
  const bottom = o.bottom ?? '#2b3347'
  const shoes = o.shoes ?? '#1b1b22'
  const back = o.view === 'back'
  const fem = !!o.female
  const armL = armFor(o.armL ?? o.arms ?? 'down', 'L')
  const armR = armFor(o.armR ?? o.arms ?? 'down', 'R')
  const sleeveLong = o.sleeves === 'long'
  const out = []
  const sc = o.scale ?? 1
  // ----- legs
  const legs = []
  const legShape = (side) => {
    const s = side === 'L' ? -1 : 1
    return [[s * 1, -92], [s * 17, -92], [s * 14.5, -6], [s * 3.5, -6]]
  }
  const walkAng = o.legs === 'walk' ? 13 : 0
  for (const side of ['L', 'R']) {
    const s = side === 'L' ? -1 : 1
    const ang = walkAng * s * (o.stride ?? 1)
    const t = `rotate(${ang} ${s * 9} -88)`
    if (o.skirt) {
      legs.push(`<g transform="${t}">${el.poly([[s * 3, -50], [s * 12, -50], [s * 11, -6], [s * 4.5, -6]], { fill: skin })}${el.ellipse(s * 8.5, -3, 8, 3.8, { fill: shoes })}</g>`)
    } else {
      legs.push(`<g transform="${t}">${el.poly(legShape(side), { fill: bottom })}${el.ellipse(s * 9.5, -3, 8.5, 4, { fill: shoes })}</g>`)
    }
  }
  out.push(...legs)
  if (!o.skirt) out.push(el.rect(-17.5, -96, 35, 14, { rx: 4, fill: bottom }))
  // ----- back hair (long / braids / locs behind shoulders)
  if (!back && !o.hat && ['long', 'braids', 'locs'].includes(o.hair)) {
    out.push(el.path('M-14 -165 C-18 -150 -19 -138 -17 -128 L17 -128 C19 -138 18 -150 14 -165 Z', { fill: hairC }))
  }
  if (o.hat === 'hijab') {
    out.push(el.path('M-16 -160 C-17 -181 17 -181 16 -160 L20 -136 C14 -121 -14 -121 -20 -136 Z', { fill: o.hatColor ?? '#1f3a68' }))
  }
  // ----- arms behind the body (back view)
  const arm = ([e, h], color) => {
    const sx = e[0] < 0 || (e[0] === 0 && h[0] < 0) ? -19 : 19
    const S = [sx, -139]
    const parts = []
    parts.push(el.path(`M${S[0]} ${S[1]}L${e[0]} ${e[1]}L${h[0]} ${h[1]}`, { fill: 'none', stroke: sleeveLong ? color : skin, 'stroke-width': 8.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }))
    if (!sleeveLong) {
      const m = [lerp(S[0], e[0], 0.5), lerp(S[1], e[1], 0.5)]
      parts.push(el.path(`M${S[0]} ${S[1]}L${f(m[0])} ${f(m[1])}`, { fill: 'none', stroke: color, 'stroke-width': 11, 'stroke-linecap': 'round' }))
    }
    parts.push(el.circle(h[0], h[1], 4.6, { fill: skin }))
    return parts.join('')
  }
  const armsInFront = (a) => a[1][1] > -150 && Math.abs(a[1][0]) < 20
  if (back) {
    if (armsInFront(armL)) out.push(arm(armL, top))
    if (armsInFront(armR)) out.push(arm(armR, top))
  }
  // ----- torso
  const torso = fem
    ? 'M-19 -136 Q-19 -145 -11 -146 L11 -146 Q19 -145 19 -136 L15 -112 L17 -88 L-17 -88 L-15 -112 Z'
    : 'M-21 -135 Q-21 -145 -13 -146 L13 -146 Q21 -145 21 -135 L18 -90 L-18 -90 Z'
  if (o.skirt) out.push(el.path('M-16 -96 L16 -96 L24 -44 Q0 -40 -24 -44 Z', { fill: o.skirt }))
  out.push(el.path(torso, { fill: top }))
  // side shading
  out.push(el.path(fem ? 'M8 -146 L11 -146 Q19 -145 19 -136 L15 -112 L17 -88 L10 -88 Z' : 'M9 -146 L13 -146 Q21 -145 21 -135 L18 -90 L11 -90 Z', { fill: topD, 'fill-opacity': 0.55 }))
  if (!back && o.dress === undefined) {
    // collar
    out.push(el.path('M-6 -146 L0 -138 L6 -146 Z', { fill: o.hat === 'hijab' ? top : skinD }))
    if (o.collar) out.push(el.path('M-8 -146 L-1 -139 L-4 -134 L-10 -143 Z M8 -146 L1 -139 L4 -134 L10 -143 Z', { fill: shade(top, 0.25) }))
    if (o.tie) out.push(el.path('M-2 -139 L2 -139 L3 -112 L0 -108 L-3 -112 Z', { fill: o.tie }))
    if (o.buttons) out.push(el.path('M0 -137 L0 -92', { stroke: topD, 'stroke-width': 1 }))
  }
  if (o.logo && !back) {
    out.push(el.circle(-9, -129, 3, { fill: '#f59f00' }))
  }
  if (o.logo && back) {
    out.push(el.circle(0, -124, 6, { fill: '#f59f00', 'fill-opacity': 0.9 }))
  }
  // vest
  if (o.vest) {
    const vc = o.vest === 'lime' ? '#c8e43a' : o.vest === 'orange' ? '#ff8a1f' : o.vest
    const strip = '#e9eef5'
    if (back) {
      out.push(el.path('M-20 -138 Q-20 -145 -12 -146 L12 -146 Q20 -145 20 -138 L17.5 -92 L-17.5 -92 Z', { fill: vc }))
      out.push(el.rect(-18.5, -116, 37, 3.5, { fill: strip }))
      out.push(el.rect(-18, -103, 36, 3.5, { fill: strip }))
    } else {
      out.push(el.path('M-20 -138 Q-20 -145 -12 -146 L-6 -146 L-4 -92 L-17.5 -92 Z', { fill: vc }))
      out.push(el.path('M20 -138 Q20 -145 12 -146 L6 -146 L4 -92 L17.5 -92 Z', { fill: vc }))
      out.push(el.path('M-19 -116 L-4.5 -116 L-4.5 -112.5 L-19 -112.5 Z M19 -116 L4.5 -116 L4.5 -112.5 L19 -112.5 Z M-18.5 -103 L-4.3 -103 L-4.3 -99.5 L-18.2 -99.5 Z M18.5 -103 L4.3 -103 L4.3 -99.5 L18.2 -99.5 Z', { fill: strip }))
    }
  }
  if (o.harness) {
    const hc = '#232a3a'
    out.push(el.path('M-12 -146 L-10 -92 M12 -146 L10 -92 M-12 -124 L12 -124', { stroke: hc, 'stroke-width': 3.2, fill: 'none' }))
    out.push(el.rect(-19, -94, 38, 5, { fill: hc }))
    out.push(el.path('M-16 -89 Q-9 -80 -2 -89 M16 -89 Q9 -80 2 -89', { stroke: hc, 'stroke-width': 3, fill: 'none' }))
    out.push(el.rect(-2.5, -95.5, 5, 8, { rx: 1, fill: '#f5b82e' }))
  }
  // ----- neck and head
  out.push(el.rect(-5, -153, 10, 10, { fill: skinD }))
  if (o.hat === 'hijab') {
    // face opening
    out.push(el.ellipse(0, -159, 9.2, 11.3, { fill: skin }))
  } else {
    out.push(el.ellipse(-10.4, -158, 2.6, 3.6, { fill: skinD }))
    out.push(el.ellipse(10.4, -158, 2.6, 3.6, { fill: skinD }))
    out.push(el.ellipse(0, -160, 10.5, 12.5, { fill: back ? skinD : skin }))
  }
  // hair
  if (o.hat !== 'hijab' && o.hat !== 'gele') {
    const hairShapes = {
      short: 'M-10.8 -160 Q-12 -175 0 -175 Q12 -175 10.8 -160 Q9.5 -167 0 -167.5 Q-9.5 -167 -10.8 -160 Z',
      fade: 'M-10.5 -162 Q-11 -174 0 -174 Q11 -174 10.5 -162 Q9 -168 0 -168.5 Q-9 -168 -10.5 -162 Z',
      afro: 'M-12 -158 C-22 -160 -22 -186 -8 -187 C0 -192 14 -189 19 -180 C24 -172 20 -160 12 -158 Q10 -170 0 -170 Q-10 -170 -12 -158 Z',
      puff: 'M-10.8 -160 Q-12 -175 0 -175 Q12 -175 10.8 -160 Q9.5 -168 0 -168.5 Q-9.5 -168 -10.8 -160 Z',
      bun: 'M-10.8 -158 Q-12 -175 0 -175 Q12 -175 10.8 -158 Q9.5 -168 0 -168.5 Q-9.5 -168 -10.8 -158 Z',
      braids: 'M-11.5 -156 Q-13 -176 0 -176 Q13 -176 11.5 -156 Q10 -168 0 -168.5 Q-10 -168 -11.5 -156 Z',
      long: 'M-12 -150 Q-14 -177 0 -177 Q14 -177 12 -150 Q10 -168 0 -168.5 Q-10 -168 -12 -150 Z',
      locs: 'M-11.5 -154 Q-13 -177 0 -177 Q13 -177 11.5 -154 Q10 -168 0 -168.5 Q-10 -168 -11.5 -154 Z',
      bald: '',
    }
    const h = o.hair ?? 'short'
    if (back && h !== 'bald') {
      out.push(el.path('M-11 -156 Q-12.5 -175 0 -175 Q12.5 -175 11 -156 Q6 -150 0 -150 Q-6 -150 -11 -156 Z', { fill: hairC }))
      if (h === 'afro') out.push(el.circle(0, -170, 17, { fill: hairC }))
      if (h === 'puff') out.push(el.circle(0, -180, 8.5, { fill: hairC }))
      if (h === 'bun') out.push(el.circle(0, -176, 6.5, { fill: hairC }))
      if (h === 'braids' || h === 'locs' || h === 'long') out.push(el.path('M-11 -160 L-12 -132 L12 -132 L11 -160 Z', { fill: hairC }))
    } else if (hairShapes[h]) {
      out.push(el.path(hairShapes[h], { fill: hairC }))
      if (h === 'puff') out.push(el.circle(0, -180, 8.5, { fill: hairC }))
      if (h === 'bun') out.push(el.circle(0, -178, 6.5, { fill: hairC }))
      if (h === 'braids' || h === 'locs') {
        const d = []
        for (const x of [-11, -8.5, 8.5, 11]) d.push(`M${x} -160L${x * 1.05} -132`)
        out.push(el.path(d.join(''), { stroke: hairC, 'stroke-width': 2.6, 'stroke-linecap': 'round', fill: 'none' }))
      }
    }
  }
  if (o.beard && !back) out.push(el.path('M-9.5 -157 Q-9 -147 0 -147 Q9 -147 9.5 -157 Q6 -151 0 -151 Q-6 -151 -9.5 -157 Z', { fill: hairC, 'fill-opacity': 0.9 }))
  // face
  if (!back && o.face !== false) {
    out.push(el.circle(-4, -160, 1.15, { fill: '#1a100b' }))
    out.push(el.circle(4, -160, 1.15, { fill: '#1a100b' }))
    out.push(el.path('M-3.5 -153.6 Q0 -150.8 3.5 -153.6', { stroke: '#2a140c', 'stroke-width': 1.1, fill: 'none', 'stroke-linecap': 'round' }))
    if (o.glasses) out.push(el.path('M-7.5 -160 a3.2 3.2 0 1 0 6.4 0 a3.2 3.2 0 1 0 -6.4 0 M1.1 -160 a3.2 3.2 0 1 0 6.4 0 a3.2 3.2 0 1 0 -6.4 0 M-1.1 -160 L1.1 -160', { stroke: '#1b1b22', 'stroke-width': 0.9, fill: 'none' }))
  }
  // hats
  const hatC = o.hatColor ?? '#f7c325'
  if (o.hat === 'hardhat') {
    out.push(el.path('M-12.5 -164 C-12.5 -181 12.5 -181 12.5 -164 Z', { fill: hatC }))
    out.push(el.rect(-15, -166, 30, 4, { rx: 2, fill: shade(hatC, -0.12) }))
    out.push(el.path('M-2 -178.5 L2 -178.5 L2 -166 L-2 -166 Z', { fill: shade(hatC, 0.2) }))
    out.push(el.path('M-8 -175 Q-6 -178 -2 -178.6', { stroke: '#ffffff', 'stroke-opacity': 0.55, 'stroke-width': 1.4, fill: 'none', 'stroke-linecap': 'round' }))
  } else if (o.hat === 'cap') {
    out.push(el.path('M-11.5 -165 C-11.5 -179 11.5 -179 11.5 -165 Z', { fill: hatC }))
    out.push(el.path(back ? 'M-11 -165 L11 -165 L11 -163 L-11 -163 Z' : 'M-11.5 -165 L16 -165 Q17 -162 12 -162 L-11.5 -162 Z', { fill: shade(hatC, -0.15) }))
  } else if (o.hat === 'gele') {
    out.push(el.path('M-13 -161 C-27 -166 -25 -188 -10 -190 C-3 -201 15 -198 19 -186 C29 -179 25 -163 13 -161 Q0 -167 -13 -161 Z', { fill: hatC }))
    out.push(el.path('M-18 -176 Q-4 -186 16 -181 M-13 -185 Q2 -193 14 -190 M-15 -168 Q2 -177 20 -170', { stroke: shade(hatC, -0.2), 'stroke-width': 1.6, fill: 'none' }))
  } else if (o.hat === 'hijab') {
    out.push(el.path('M-9.6 -163 Q0 -176 9.6 -163 Q9 -172.5 0 -172.8 Q-9 -172.5 -9.6 -163 Z', { fill: o.hatColor ?? '#1f3a68' }))
  }
  // ----- arms in front
  if (!back) {
    out.push(arm(armL, top))
    out.push(arm(armR, top))
  } else {
    if (!armsInFront(armL)) out.push(arm(armL, top))
    if (!armsInFront(armR)) out.push(arm(armR, top))
  }
  // ----- props
  if (o.prop === 'certificate' && !back) {
    out.push(el.rect(-15, -131, 30, 22, { fill: '#fbf8ef', stroke: '#d7c9a4', 'stroke-width': 0.8 }))
    out.push(el.path('M-10 -125 L10 -125 M-10 -121 L6 -121 M-10 -117 L8 -117', { stroke: '#9aa3b5', 'stroke-width': 0.9 }))
    out.push(el.circle(8, -113, 3.2, { fill: '#e0a526' }))
    out.push(el.circle(-13.5, -115, 4.4, { fill: skin }))
    out.push(el.circle(13.5, -115, 4.4, { fill: skin }))
  }
  if (o.prop === 'clipboard') {
    const h = armL[1]
    out.push(`<g transform="translate(${h[0]} ${h[1]}) rotate(-8)">${el.rect(-3, -20, 17, 23, { rx: 1.5, fill: '#8a5a33' })}${el.rect(-1.5, -17, 14, 18, { fill: '#ffffff' })}${el.rect(2, -22, 7, 4, { rx: 1, fill: '#b7bfcc' })}${el.path('M1 -12 L10 -12 M1 -8 L10 -8 M1 -4 L7 -4', { stroke: '#9aa3b5', 'stroke-width': 0.9 })}</g>`)
    out.push(el.circle(h[0], h[1], 4.6, { fill: skin }))
  }
  if (o.prop === 'wrench') {
    const h = armR[1]
    out.push(`<g transform="translate(${h[0]} ${h[1]}) rotate(${o.propAngle ?? -35})">${el.rect(-1.8, -2, 3.6, 22, { rx: 1.5, fill: '#9aa4b4' })}${el.path('M-5 20 L5 20 L5 26 L2 26 L2 23 L-2 23 L-2 26 L-5 26 Z', { fill: '#9aa4b4' })}</g>`)
    out.push(el.circle(h[0], h[1], 4.6, { fill: skin }))
  }
  if (o.prop === 'meter') {
    const h = armR[1]
    out.push(`<g transform="translate(${h[0]} ${h[1]}) rotate(${o.propAngle ?? 0})">${el.rect(-5, -4, 10, 17, { rx: 2, fill: '#f2c230' })}${el.rect(-3.3, -2, 6.6, 5, { fill: '#20303a' })}${el.path('M-5 -4 C-6 -14 6 -14 5 -4 L3 -4 C4 -11 -4 -11 -3 -4 Z', { fill: '#2a2f38' })}</g>`)
    out.push(el.circle(h[0], h[1] + 4, 4.6, { fill: skin }))
  }
  if (o.prop === 'tablet') {
    const h = armL[1]
    out.push(el.rect(h[0] - 2, h[1] - 14, 20, 15, { rx: 1.5, fill: '#1d2433' }))
    out.push(el.rect(h[0], h[1] - 12, 16, 11, { fill: '#6aa7e0' }))
    out.push(el.circle(h[0], h[1], 4.6, { fill: skin }))
  }
  const inner = out.join('')
  return sc === 1 ? inner : `<g transform="scale(${sc})">${inner}</g>`
}

/** Seated person seen from behind (head and shoulders above a desk), in cm, origin at seat-level centre. */
export function seatedBack(o = {}) {
  const skin = o.skin ?? '#6e4631'
  const hairC = o.hairColor ?? '#17100c'
  const top = o.top ?? '#2f6fb0'
  const out = []
  out.push(el.path('M-23 0 L-21 -38 Q-21 -48 -13 -50 L13 -50 Q21 -48 21 -38 L23 0 Z', { fill: top }))
  out.push(el.path('M8 -50 L13 -50 Q21 -48 21 -38 L23 0 L14 0 Z', { fill: shade(top, -0.2), 'fill-opacity': 0.5 }))
  if (o.vest) out.push(el.path('M-20 -42 L20 -42 L21 -20 L-21 -20 Z', { fill: o.vest, 'fill-opacity': 0 }))
  out.push(el.rect(-5, -57, 10, 9, { fill: shade(skin, -0.25) }))
  if (o.hat === 'hijab') {
    out.push(el.path('M-14 -62 C-15 -84 15 -84 14 -62 L18 -40 C10 -34 -10 -34 -18 -40 Z', { fill: o.hatColor ?? '#1f3a68' }))
  } else if (o.hat === 'gele') {
    out.push(el.ellipse(0, -64, 10.5, 12.5, { fill: shade(skin, -0.2) }))
    out.push(el.path('M-13 -65 C-27 -70 -25 -92 -10 -94 C-3 -105 15 -102 19 -90 C29 -83 25 -67 13 -65 Q0 -71 -13 -65 Z', { fill: o.hatColor }))
  } else {
    out.push(el.ellipse(-10.4, -62, 2.6, 3.6, { fill: shade(skin, -0.25) }))
    out.push(el.ellipse(10.4, -62, 2.6, 3.6, { fill: shade(skin, -0.25) }))
    out.push(el.ellipse(0, -64, 10.5, 12.5, { fill: shade(skin, -0.2) }))
    const h = o.hair ?? 'short'
    if (h !== 'bald') out.push(el.path('M-11 -60 Q-12.5 -79 0 -79 Q12.5 -79 11 -60 Q6 -54 0 -54 Q-6 -54 -11 -60 Z', { fill: hairC }))
    if (h === 'afro') out.push(el.circle(0, -73, 16, { fill: hairC }))
    if (h === 'puff') out.push(el.circle(0, -83, 8.5, { fill: hairC }))
    if (h === 'bun') out.push(el.circle(0, -80, 6.5, { fill: hairC }))
    if (h === 'braids' || h === 'long' || h === 'locs') out.push(el.path('M-11 -64 L-13 -38 L13 -38 L11 -64 Z', { fill: hairC }))
    if (o.hat === 'hardhat') {
      const hc = o.hatColor ?? '#f7c325'
      out.push(el.path('M-12.5 -68 C-12.5 -85 12.5 -85 12.5 -68 Z', { fill: hc }))
      out.push(el.rect(-15, -70, 30, 4, { rx: 2, fill: shade(hc, -0.12) }))
    }
  }
  return out.join('')
}

/* ---------------------------------------------------------------- plants */

/** Coconut palm, cm. */
export function palm(rng, { H = 900, lean = 0.12, frond = '#2f8f4e', trunk = '#8b6b4a', n = 11, silhouette = null } = {}) {
  const out = []
  const tx = lean * H
  const top = [tx, -H]
  const ctrl = [tx * 0.1, -H * 0.55]
  const pts = []
  for (let i = 0; i <= 14; i++) {
    const t = i / 14
    const x = (1 - t) * (1 - t) * 0 + 2 * (1 - t) * t * ctrl[0] + t * t * top[0]
    const y = 2 * (1 - t) * t * ctrl[1] + t * t * top[1]
    pts.push([x, y, lerp(17, 10, t)])
  }
  const left = pts.map(([x, y, w]) => [x - w, y])
  const right = pts.map(([x, y, w]) => [x + w, y]).reverse()
  const tc = silhouette ?? trunk
  out.push(el.poly([...left, ...right], { fill: tc }))
  if (!silhouette) {
    out.push(el.poly([...pts.map(([x, y, w]) => [x + w * 0.2, y]), ...right], { fill: shade(trunk, -0.2), 'fill-opacity': 0.6 }))
    let d = ''
    for (let i = 1; i < 14; i++) {
      const [x, y, w] = pts[i]
      d += `M${f(x - w)} ${f(y)}Q${f(x)} ${f(y + 5)} ${f(x + w)} ${f(y)}`
    }
    out.push(el.path(d, { stroke: shade(trunk, -0.35), 'stroke-width': 2.2, fill: 'none', 'stroke-opacity': 0.55 }))
  }
  const fronds = []
  for (let k = 0; k < n; k++) {
    const base = lerp(-25, 205, k / (n - 1)) + rng.range(-8, 8)
    const th = (base * Math.PI) / 180
    const upness = Math.sin(th)
    const L = rng.range(230, 320) * (upness > 0.85 ? 0.7 : 1)
    const droop = (1 - Math.max(0, upness)) * 1.1 + 0.35
    fronds.push({ th, L, droop, back: k % 2 === 0 })
  }
  const frondPath = ({ th, L, droop }) => {
    const c = []
    for (let i = 0; i <= 12; i++) {
      const t = i / 12
      c.push([top[0] + Math.cos(th) * L * t, top[1] - Math.sin(th) * L * t * 0.75 + droop * L * t * t * 0.6])
    }
    const up = []
    const dn = []
    for (let i = 0; i <= 12; i++) {
      const t = i / 12
      const a = c[Math.max(0, i - 1)]
      const b = c[Math.min(12, i + 1)]
      const tx2 = b[0] - a[0]
      const ty2 = b[1] - a[1]
      const l = Math.hypot(tx2, ty2) || 1
      const nx = -ty2 / l
      const ny = tx2 / l
      const w = 30 * Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.1)), 0.8) * (i % 2 ? 0.55 : 1)
      up.push([c[i][0] + nx * w, c[i][1] + ny * w])
      dn.push([c[i][0] - nx * w * 0.8, c[i][1] - ny * w * 0.8])
    }
    return { poly: [...up, ...dn.reverse()], rib: c }
  }
  const dark = silhouette ?? shade(frond, -0.25)
  const light = silhouette ?? shade(frond, 0.12)
  for (const fr of fronds.filter((q) => q.back)) {
    const { poly } = frondPath(fr)
    out.push(el.poly(poly, { fill: dark }))
  }
  if (!silhouette) {
    for (let i = 0; i < 3; i++) out.push(el.circle(top[0] + (i - 1) * 10, top[1] + 12 + (i % 2) * 5, 9, { fill: i === 1 ? '#7c8f2c' : '#5d6d22' }))
  }
  for (const fr of fronds.filter((q) => !q.back)) {
    const { poly, rib } = frondPath(fr)
    out.push(el.poly(poly, { fill: light }))
    if (!silhouette) out.push(el.path(smoothPath(rib), { stroke: shade(frond, -0.35), 'stroke-width': 2.2, fill: 'none', 'stroke-opacity': 0.7 }))
  }
  return out.join('')
}

/** Broad leafy tree (mango / almond / neem), cm. */
export function leafyTree(rng, { H = 650, W = 620, green = '#3f8f4f', trunk = '#6b4a33', fruit = null, silhouette = null, light = -1 } = {}) {
  const out = []
  const tc = silhouette ?? trunk
  out.push(el.path(`M-22 0 C-16 ${-H * 0.25} -14 ${-H * 0.4} -40 ${-H * 0.55} L-28 ${-H * 0.58} C-6 ${-H * 0.46} 0 ${-H * 0.5} 6 ${-H * 0.62} L18 ${-H * 0.6} C14 ${-H * 0.45} 30 ${-H * 0.5} 52 ${-H * 0.58} L58 ${-H * 0.53} C26 ${-H * 0.4} 18 ${-H * 0.25} 24 0 Z`, { fill: tc }))
  const cy = -H * 0.68
  const blobs = []
  const count = 22
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2)
    const r = Math.sqrt(rng.next())
    const x = Math.cos(a) * r * W * 0.38
    const y = cy + Math.sin(a) * r * H * 0.26
    const rad = rng.range(0.16, 0.24) * W
    blobs.push([x, y, rad])
  }
  blobs.sort((p, q) => p[1] - q[1])
  const dark = silhouette ?? shade(green, -0.3)
  const mid = silhouette ?? green
  const hi = silhouette ?? shade(green, 0.18)
  for (const [x, y, r] of blobs) out.push(el.circle(x, y + r * 0.12, r, { fill: dark }))
  for (const [x, y, r] of blobs) out.push(el.circle(x - r * 0.05, y, r * 0.9, { fill: mid }))
  if (!silhouette) {
    for (const [x, y, r] of blobs) if (y < cy + H * 0.08 && x * light > -W * 0.1) out.push(el.circle(x + light * r * 0.22, y - r * 0.25, r * 0.55, { fill: hi }))
    if (fruit) for (let i = 0; i < 9; i++) out.push(el.ellipse(rng.range(-W * 0.3, W * 0.3), cy + rng.range(0, H * 0.2), 9, 12, { fill: rng.pick(fruit) }))
  }
  return out.join('')
}

export function bush(rng, { W = 160, H = 90, green = '#3f8f4f', flowers = null } = {}) {
  const out = []
  const n = 7
  const blobs = []
  for (let i = 0; i < n; i++) {
    const x = lerp(-W / 2 + W * 0.15, W / 2 - W * 0.15, i / (n - 1)) + rng.range(-10, 10)
    const r = rng.range(0.28, 0.42) * W * (1 - Math.abs(i / (n - 1) - 0.5))
    blobs.push([x, -H * 0.45 - rng.range(0, H * 0.2), Math.max(r, W * 0.16)])
  }
  out.push(el.ellipse(0, 0, W * 0.55, W * 0.08, { fill: '#141b33', 'fill-opacity': 0.25 }))
  for (const [x, y, r] of blobs) out.push(el.circle(x, Math.min(y + 6, -r * 0.7), r, { fill: shade(green, -0.28) }))
  for (const [x, y, r] of blobs) out.push(el.circle(x - 3, Math.min(y, -r * 0.75), r * 0.88, { fill: green }))
  for (const [x, y, r] of blobs) out.push(el.circle(x - r * 0.25, y - r * 0.3, r * 0.45, { fill: shade(green, 0.15) }))
  if (flowers) for (let i = 0; i < 10; i++) out.push(el.circle(rng.range(-W * 0.4, W * 0.4), -rng.range(H * 0.25, H * 0.85), 5, { fill: flowers }))
  return out.join('')
}

/** Plantain / banana plant, cm. */
export function plantain(rng, { H = 360, green = '#4a9e4a' } = {}) {
  const out = []
  const topY = -H * 0.5
  out.push(el.path(`M-16 0 C-14 ${f(topY * 0.5)} -10 ${f(topY * 0.9)} -7 ${f(topY)} L7 ${f(topY)} C10 ${f(topY * 0.9)} 14 ${f(topY * 0.5)} 16 0 Z`, { fill: '#6f8a3a' }))
  out.push(el.path(`M4 0 C5 ${f(topY * 0.5)} 5 ${f(topY * 0.9)} 4 ${f(topY)} L7 ${f(topY)} C10 ${f(topY * 0.9)} 14 ${f(topY * 0.5)} 16 0 Z`, { fill: '#55702c' }))
  const leaves = 7
  const order = []
  for (let i = 0; i < leaves; i++) order.push(i)
  order.sort((a, b) => Math.abs(b - (leaves - 1) / 2) - Math.abs(a - (leaves - 1) / 2))
  for (const i of order) {
    const side = i < leaves / 2 ? -1 : 1
    const spread = (i / (leaves - 1)) * 2 - 1
    const L = rng.range(0.5, 0.68) * H
    const P0 = [0, topY + 10]
    const P2 = [spread * L * 0.8, topY - L * (0.75 - Math.abs(spread) * 0.55)]
    const P1 = [spread * L * 0.3, topY - L * (1.0 - Math.abs(spread) * 0.35)]
    const c = []
    for (let k = 0; k <= 14; k++) {
      const t = k / 14
      c.push([(1 - t) * (1 - t) * P0[0] + 2 * (1 - t) * t * P1[0] + t * t * P2[0], (1 - t) * (1 - t) * P0[1] + 2 * (1 - t) * t * P1[1] + t * t * P2[1]])
    }
    const up = []
    const dn = []
    for (let k = 0; k <= 14; k++) {
      const t = k / 14
      const a = c[Math.max(0, k - 1)]
      const b = c[Math.min(14, k + 1)]
      const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
      const nx = -(b[1] - a[1]) / l
      const ny = (b[0] - a[0]) / l
      const w = 0.1 * L * Math.pow(Math.sin(Math.PI * Math.min(1, 0.08 + t * 0.95)), 0.6) * (t < 0.12 ? t / 0.12 : 1)
      const tear = k > 3 && k % 3 === 0 && rng.chance(0.6) ? 0.55 : 1
      up.push([c[k][0] + nx * w * tear, c[k][1] + ny * w * tear])
      dn.push([c[k][0] - nx * w, c[k][1] - ny * w])
    }
    const col = shade(green, (i % 3) * 0.08 - 0.08)
    out.push(el.poly([...up, ...dn.reverse()], { fill: col }))
    out.push(el.path(smoothPath(c), { stroke: shade(green, 0.3), 'stroke-width': 2.5, fill: 'none' }))
    void side
  }
  return out.join('')
}

export function grassTufts(rng, n, w, color = '#5f9b45') {
  let d = ''
  for (let i = 0; i < n; i++) {
    const x = rng.range(-w / 2, w / 2)
    const h = rng.range(8, 20)
    d += `M${f(x - 4)} 0 Q${f(x - 3)} ${f(-h * 0.6)} ${f(x - 7)} ${f(-h)} Q${f(x)} ${f(-h * 0.5)} ${f(x)} 0 Z M${f(x)} 0 Q${f(x + 2)} ${f(-h * 0.7)} ${f(x + 6)} ${f(-h * 1.1)} Q${f(x + 5)} ${f(-h * 0.4)} ${f(x + 4)} 0 Z`
  }
  return el.path(d, { fill: color })
}

/* ---------------------------------------------------------------- objects */

/** Water tank on a steel stand, cm. */
export function waterTank({ standH = 300, tank = '#1f2a3f', W = 150, H = 170 } = {}) {
  const out = []
  const legC = '#6d7384'
  out.push(el.path(`M${-W / 2 + 10} 0 L${-W / 2 + 14} ${-standH} M${W / 2 - 10} 0 L${W / 2 - 14} ${-standH} M${-W / 2 + 12} ${-standH * 0.33} L${W / 2 - 12} ${-standH * 0.66} M${W / 2 - 12} ${-standH * 0.33} L${-W / 2 + 12} ${-standH * 0.66} M${-W / 2 + 12} ${-standH * 0.33} L${W / 2 - 12} ${-standH * 0.33} M${-W / 2 + 12} ${-standH * 0.66} L${W / 2 - 12} ${-standH * 0.66}`, { stroke: legC, 'stroke-width': 7, fill: 'none' }))
  out.push(el.rect(-W / 2 - 6, -standH - 8, W + 12, 10, { fill: shade(legC, -0.2) }))
  const y0 = -standH - 8
  out.push(el.path(`M${-W / 2} ${y0} L${-W / 2} ${y0 - H} Q0 ${y0 - H - 22} ${W / 2} ${y0 - H} L${W / 2} ${y0} Q0 ${y0 + 14} ${-W / 2} ${y0} Z`, { fill: tank }))
  out.push(el.path(`M${W / 6} ${y0 - H - 8} L${W / 2} ${y0 - H} L${W / 2} ${y0} Q${W / 3} ${y0 + 9} ${W / 6} ${y0 + 11} Z`, { fill: shade(tank, -0.3), 'fill-opacity': 0.6 }))
  let d = ''
  for (let i = 1; i < 5; i++) {
    const y = y0 - (H * i) / 5
    d += `M${-W / 2} ${f(y)} Q0 ${f(y + 12)} ${W / 2} ${f(y)}`
  }
  out.push(el.path(d, { stroke: shade(tank, 0.25), 'stroke-width': 3, fill: 'none' }))
  out.push(el.rect(-W / 2 + 16, y0 - H + 6, 10, H - 20, { rx: 5, fill: '#ffffff', 'fill-opacity': 0.12 }))
  out.push(el.ellipse(0, y0 - H - 10, 22, 6, { fill: shade(tank, 0.15) }))
  return out.join('')
}

export function jerrycan(color = '#f2c230') {
  const out = []
  out.push(el.path('M-18 0 L-18 -40 Q-18 -46 -12 -46 L6 -46 L18 -36 L18 0 Z', { fill: color }))
  out.push(el.path('M4 -46 L18 -36 L18 0 L10 0 L10 -40 Z', { fill: shade(color, -0.2) }))
  out.push(el.path('M-12 -46 L-12 -54 L4 -54 L4 -46', { stroke: shade(color, -0.25), 'stroke-width': 4, fill: 'none' }))
  out.push(el.rect(8, -52, 7, 8, { rx: 2, fill: '#30343f' }))
  out.push(el.path('M-14 -34 L6 -14 M-14 -14 L6 -34', { stroke: shade(color, -0.15), 'stroke-width': 2.5, 'stroke-opacity': 0.7 }))
  return out.join('')
}

/** Clouds in px. */
export function cloud(x, y, w, { color = '#ffffff', opacity = 0.9, shadow = '#dbe6f3' } = {}) {
  const h = w * 0.32
  const parts = [
    el.ellipse(x, y, w * 0.5, h * 0.32, { fill: shadow }),
    el.circle(x - w * 0.22, y - h * 0.22, h * 0.5, { fill: color }),
    el.circle(x + w * 0.02, y - h * 0.48, h * 0.72, { fill: color }),
    el.circle(x + w * 0.25, y - h * 0.2, h * 0.48, { fill: color }),
    el.ellipse(x, y - h * 0.05, w * 0.46, h * 0.3, { fill: color }),
  ]
  return el.g(parts, { opacity })
}
