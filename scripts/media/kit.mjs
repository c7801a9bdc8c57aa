// Scene kit: skies, backdrops and 3D building/vehicle builders shared by all photo scenes and the video.
import { el, smoothPath } from './svg.mjs'
import { mix, shade, f, lerp } from './util.mjs'
import { V, centroid, polyNormal, boxCorners } from './three.mjs'
import { palm, leafyTree, cloud, place } from './sprites.mjs'

export const W = 1600
export const H = 1067

export const SKIES = {
  day: [[0, '#3f8fdc'], [0.55, '#86c2ee'], [1, '#e6f3f8']],
  afternoon: [[0, '#3b86d0'], [0.6, '#9dcdee'], [1, '#f6ecd2']],
  morning: [[0, '#5aa3e0'], [0.6, '#bcdff2'], [1, '#ffe5b4']],
  dusk: [[0, '#0f2344'], [0.38, '#35407c'], [0.68, '#b65f7c'], [0.86, '#f08a3c'], [1, '#ffc15e']],
  night: [[0, '#081530'], [0.6, '#112a50'], [1, '#24426e']],
  harmattan: [[0, '#c9b48f'], [0.6, '#e3cfaa'], [1, '#efdfbf']],
  golden: [[0, '#4a7fc4'], [0.5, '#a9c8e2'], [0.85, '#f6d39a'], [1, '#ffc46b']],
}

export function sky(S, preset, yTop = 0, yBottom = S.h) {
  const g = S.linear(SKIES[preset] ?? SKIES.day, 0, yTop, 0, yBottom, true)
  S.rect(0, 0, S.w, S.h, { fill: g })
}

export function sun(S, x, y, r, { core = '#fff6d8', glow = '#ffca64', glowR = 5, alpha = 0.55 } = {}) {
  S.circle(x, y, r * glowR, { fill: S.radial([[0, glow, alpha], [0.35, glow, alpha * 0.35], [1, glow, 0]]) })
  S.circle(x, y, r * 1.5, { fill: glow, 'fill-opacity': 0.35 })
  S.circle(x, y, r, { fill: core })
}

export function clouds(S, rng, n, { yMin = 80, yMax = 320, wMin = 160, wMax = 380, opacity = 0.85, color = '#ffffff', shadow = '#dce8f4' } = {}) {
  for (let i = 0; i < n; i++) {
    const x = lerp(-80, S.w + 80, (i + rng.range(0.1, 0.9)) / n)
    S.add(cloud(x, rng.range(yMin, yMax), rng.range(wMin, wMax), { opacity: opacity * rng.range(0.7, 1), color, shadow }))
  }
}

export function stars(S, rng, n, yMax) {
  let d = ''
  for (let i = 0; i < n; i++) {
    const x = rng.range(0, S.w)
    const y = rng.range(0, yMax)
    const r = rng.range(0.8, 2.2)
    d += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`
  }
  S.path(d, { fill: '#ffffff', 'fill-opacity': 0.75 })
}

/** Rolling hills silhouette. */
export function hills(S, rng, yBase, amp, color, { step = 160, bottom = S.h } = {}) {
  const p = []
  for (let x = -step; x <= S.w + step; x += step) p.push([x, yBase - amp * (0.4 + 0.6 * rng.next())])
  const d = smoothPath(p) + `L${S.w + step} ${bottom}L${-step} ${bottom}Z`
  S.path(d, { fill: color })
}

/** Distant tree line with palm silhouettes. */
export function treeline(S, rng, yBase, color, { density = 26, palms = 6, height = 40, bottom } = {}) {
  let d = ''
  for (let i = 0; i < density; i++) {
    const x = (i / density) * (S.w + 100) - 50 + rng.range(-20, 20)
    const r = rng.range(0.6, 1.1) * height
    d += `M${f(x - r)} ${f(yBase)}a${f(r)} ${f(r * 0.8)} 0 0 1 ${f(2 * r)} 0Z`
  }
  S.path(d, { fill: color })
  S.rect(0, yBase - 2, S.w, (bottom ?? yBase + 40) - yBase + 2, { fill: color })
  for (let i = 0; i < palms; i++) {
    const x = rng.range(0, S.w)
    place(S, x, yBase + 4, height * 0.11 * rng.range(0.8, 1.2), palm(rng, { H: 900, lean: rng.range(-0.15, 0.15), silhouette: color, n: 9 }))
  }
}

/** Distant city skyline (Lagos / Port Harcourt). */
export function skyline(S, rng, yBase, color, { minH = 30, maxH = 180, windows = null, x0 = 0, x1 = S.w, towers = 4 } = {}) {
  let x = x0
  const parts = []
  const win = []
  while (x < x1) {
    const w = rng.range(30, 90)
    const tall = rng.chance(towers / 20)
    const h = tall ? rng.range(maxH * 0.7, maxH) : rng.range(minH, maxH * 0.55)
    parts.push(el.rect(x, yBase - h, w, h + 2, { fill: color }))
    if (rng.chance(0.2)) parts.push(el.rect(x + w * 0.4, yBase - h - 14, 3, 14, { fill: color }))
    if (windows) {
      for (let yy = yBase - h + 8; yy < yBase - 6; yy += 11) {
        for (let xx = x + 5; xx < x + w - 6; xx += 9) if (rng.chance(0.45)) win.push(`M${f(xx)} ${f(yy)}h4v5h-4Z`)
      }
    }
    x += w + rng.range(-6, 8)
  }
  S.add(el.g(parts))
  if (windows) S.path(win.join(''), { fill: windows })
}

export function ground(S, y, stops = [[0, '#d8c08e'], [1, '#c9a46c']]) {
  S.rect(0, y, S.w, S.h - y, { fill: S.linear(stops, 0, y, 0, S.h, true) })
}

export function vignette(S, strength = 0.28, color = '#0b1426') {
  S.rect(0, 0, S.w, S.h, { fill: S.radial([[0.55, color, 0], [1, color, strength]], 0.5, 0.5, 0.75) })
}

/** Soft light haze band (atmospheric perspective). */
export function haze(S, y0, y1, color, alpha = 0.5) {
  S.rect(0, y0, S.w, y1 - y0, { fill: S.linear([[0, color, 0], [0.5, color, alpha], [1, color, 0]], 0, y0, 0, y1, true) })
}

/* ------------------------------------------------------------------ 3D builders */

/**
 * A building: walls, plinth band, windows, doors, optional hip/gable roof with a solar array on its front slope.
 * spec: { x0, x1, z0, z1, h, wall, plinth, windows: [{face, a, b, w, h, opts}], doors: [{face, a, w, h, opts}],
 *         roof: {type, pitch, overhang, color, texture} | null, parapet, panels: {rows, pw, ph, margin, glow, cols}, lit }
 */
export function building(Wd, spec) {
  const { x0, x1, z0, z1, h } = spec
  const y0 = spec.y0 ?? 0
  const wall = spec.wall ?? '#f1e4c8'
  if (spec.shadow !== false) {
    const rise = spec.roof ? ((z1 - z0) / 2 + (spec.roof.overhang ?? 0.5)) * Math.tan(((spec.roof.pitch ?? 24) * Math.PI) / 180) : 0
    Wd.castShadow([...boxCorners([x0, y0, z0], [x1, h, z1]), [x0, h + rise, (z0 + z1) / 2], [x1, h + rise, (z0 + z1) / 2]], { blur: spec.softShadow ? 2 : 0, groundY: y0 })
  }
  const faces = Wd.box([x0, y0, z0], [x1, h, z1], wall, { top: spec.topColor ?? shade(wall, -0.1) })
  if (spec.plinth) {
    for (const fc of Object.values(faces)) {
      if (fc.n[1] !== 0) continue
      Wd.face(Wd.rectOn(fc, 0, 0, fc.w, 0.45, 0.008), Wd.E.lit(spec.plinth, fc.n))
    }
  }
  if (spec.band) {
    for (const fc of Object.values(faces)) {
      if (fc.n[1] !== 0) continue
      for (const y of spec.band.at) Wd.face(Wd.rectOn(fc, 0, y, fc.w, y + spec.band.h, 0.01), Wd.E.lit(spec.band.color, fc.n))
    }
  }
  for (const wdw of spec.windows ?? []) {
    const fc = faces[wdw.face ?? 'front']
    if (fc) Wd.window(fc, wdw.a, wdw.b, wdw.w, wdw.h, { lit: spec.lit ?? 0, ...spec.windowStyle, ...wdw.opts })
  }
  for (const d of spec.doors ?? []) {
    const fc = faces[d.face ?? 'front']
    if (fc) Wd.door(fc, d.a, d.w, d.h, d.opts)
  }
  if (spec.decorate) spec.decorate(faces)
  if (spec.roof) {
    for (const fc of Object.values(faces)) {
      if (fc.n[1] !== 0) continue
      Wd.face(Wd.rectOn(fc, 0, h - 0.32, fc.w, h, 0.03), '#1a1f3d', { 'fill-opacity': 0.22 })
      Wd.face(Wd.rectOn(fc, 0, h - 0.75, fc.w, h - 0.32, 0.03), '#1a1f3d', { 'fill-opacity': 0.08 })
    }
  }
  let roof = null
  if (spec.roof) {
    roof = Wd.roof({ x0, x1, z0, z1, y: h, wall, ...spec.roof })
    if (spec.panels) placeRoofPanels(Wd, roof, spec.panels)
  } else if (spec.parapet) {
    const p = spec.parapet
    const t = 0.25
    const ph = p.h ?? 0.9
    const col = p.color ?? wall
    Wd.box([x0, h, z1 - t], [x1, h + ph, z1], col)
    Wd.box([x0, h, z0], [x0 + t, h + ph, z1], col)
    Wd.box([x1 - t, h, z0], [x1, h + ph, z1], col)
    if (p.inside) p.inside()
    Wd.box([x0, h, z0], [x1, h + ph, z0 + t], col)
  }
  return { faces, roof }
}

export function placeRoofPanels(Wd, roof, { rows = 2, pw = 1.05, ph = 1.75, gap = 0.035, margin = 0.45, glow = 0.5, cols, reflect, offset = 0, dustSplit, dusty, skip } = {}) {
  const fr = roof.frontFrame
  const arrH = rows * ph + (rows - 1) * gap
  const inset = (margin + arrH) * fr.hipRatio
  const avail = fr.width - 2 * inset - 2 * margin
  const maxCols = Math.floor((avail + gap) / (pw + gap))
  const c = Math.min(cols ?? maxCols, maxCols)
  if (c <= 0) return []
  const arrW = c * pw + (c - 1) * gap
  const a0 = (fr.width - arrW) / 2 + offset
  return Wd.solarArray(fr, { rows, cols: c, pw, ph, gap, rowGap: gap, start: [a0, margin], glow, reflect, lift: 0.12, dustSplit, dusty, skip })
}

/** Low-poly car. along: 'x' (side towards camera) or 'z' (nose towards camera). */
export function car(Wd, { x, z, along = 'x', color = '#c7ccd6', length = 4.4, width = 1.8, van = false, flip = false, lit = false, stripe = null, logo = false, rot = 0 } = {}) {
  const L = length / 2
  const Wh = width / 2
  const cr = Math.cos((rot * Math.PI) / 180)
  const sr = Math.sin((rot * Math.PI) / 180)
  const toWorld = ([a0, y, b0]) => {
    const a = flip ? -a0 : a0
    const b = b0
    const [lx, lz] = along === 'x' ? [a, b] : [b, -a]
    return [x + lx * cr - lz * sr, y, z + lx * sr + lz * cr]
  }
  const quad = (q) => q.map(toWorld)
  const bodyTop = van ? 1.05 : 0.95
  const center = toWorld([0, 0.7, 0])
  const boxFaces = (a0, a1, y0, y1, b0, b1) => [
    quad([[a0, y0, b0], [a1, y0, b0], [a1, y1, b0], [a0, y1, b0]]),
    quad([[a1, y0, b1], [a0, y0, b1], [a0, y1, b1], [a1, y1, b1]]),
    quad([[a0, y0, b1], [a0, y0, b0], [a0, y1, b0], [a0, y1, b1]]),
    quad([[a1, y0, b0], [a1, y0, b1], [a1, y1, b1], [a1, y1, b0]]),
    quad([[a0, y1, b0], [a1, y1, b0], [a1, y1, b1], [a0, y1, b1]]),
  ]
  const body = boxFaces(-L, L, 0.32, bodyTop, -Wh, Wh)
  const roofY = van ? 2.05 : 1.45
  Wd.castShadow([...body.flat(), toWorld([0, roofY, 0])], { alpha: 0.3 })
  Wd.face(quad([[-L - 0.1, 0.02, -Wh - 0.12], [L + 0.1, 0.02, -Wh - 0.12], [L + 0.1, 0.02, Wh + 0.12], [-L - 0.1, 0.02, Wh + 0.12]]), '#111827', { 'fill-opacity': 0.35 })
  const bil = (fc, s, t) => V.lerp(V.lerp(fc[0], fc[1], s), V.lerp(fc[3], fc[2], s), t)
  const sub = (fc, s0, s1, t0, t1) => [bil(fc, s0, t0), bil(fc, s1, t0), bil(fc, s1, t1), bil(fc, s0, t1)]
  const outward = (fc, c0) => {
    const n0 = polyNormal(fc)
    const c = centroid(fc)
    return V.dot(n0, V.sub(c, c0)) < 0 ? V.mul(n0, -1) : n0
  }
  const visibleSides = []
  body.forEach((fc, idx) => {
    const n = outward(fc, center)
    if (!Wd.C.facing(n, centroid(fc))) return
    Wd.face(fc, Wd.E.lit(color, n))
    if (idx < 2) visibleSides.push(idx === 0 ? -1 : 1)
    if (idx === 3) {
      // nose: lights + grille
      Wd.face(sub(fc, 0.06, 0.26, 0.45, 0.75), lit ? '#fff1c2' : '#f4f1e6')
      Wd.face(sub(fc, 0.74, 0.94, 0.45, 0.75), lit ? '#fff1c2' : '#f4f1e6')
      Wd.face(sub(fc, 0.32, 0.68, 0.3, 0.7), '#2a2f3a')
    }
    if (idx === 2) {
      Wd.face(sub(fc, 0.06, 0.24, 0.5, 0.8), '#d6453a')
      Wd.face(sub(fc, 0.76, 0.94, 0.5, 0.8), '#d6453a')
    }
    if (idx < 2 && (stripe || logo)) {
      if (stripe) Wd.face(sub(fc, 0, 1, 0.42, 0.58), stripe)
    }
  })
  // wheels
  for (const side of visibleSides) {
    for (const a of [-L + 0.85, L - 0.85]) {
      const ring = (r, off) => {
        const q = []
        for (let i = 0; i < 18; i++) {
          const t = (i / 18) * Math.PI * 2
          q.push(toWorld([a + Math.cos(t) * r, 0.36 + Math.sin(t) * r, side * (Wh + off)]))
        }
        return q
      }
      Wd.face(ring(0.37, 0.01), '#1b1e26')
      Wd.face(ring(0.19, 0.02), '#a7aeb9')
    }
  }
  // cabin
  const ca = van ? [-L + 0.1, L - 0.75] : [-L + 0.95, L - 1.2]
  const ct = van ? [ca[0], ca[1] - 0.35] : [ca[0] + 0.35, ca[1] - 0.5]
  const cw0 = Wh - 0.04
  const cw1 = van ? Wh - 0.08 : Wh - 0.2
  const y0 = bodyTop
  const cab = [
    quad([[ca[0], y0, -cw0], [ca[1], y0, -cw0], [ct[1], roofY, -cw1], [ct[0], roofY, -cw1]]),
    quad([[ca[1], y0, cw0], [ca[0], y0, cw0], [ct[0], roofY, cw1], [ct[1], roofY, cw1]]),
    quad([[ca[0], y0, cw0], [ca[0], y0, -cw0], [ct[0], roofY, -cw1], [ct[0], roofY, cw1]]),
    quad([[ca[1], y0, -cw0], [ca[1], y0, cw0], [ct[1], roofY, cw1], [ct[1], roofY, -cw1]]),
    quad([[ct[0], roofY, -cw1], [ct[1], roofY, -cw1], [ct[1], roofY, cw1], [ct[0], roofY, cw1]]),
  ]
  const cabCenter = toWorld([(ca[0] + ca[1]) / 2, (y0 + roofY) / 2, 0])
  const glass = lit ? '#ffd98a' : '#2e4262'
  cab.forEach((fc, idx) => {
    const n = outward(fc, cabCenter)
    if (!Wd.C.facing(n, centroid(fc))) return
    Wd.face(fc, Wd.E.lit(color, n))
    if (idx === 4) return
    const gcol = mix(Wd.E.lit(glass, n), '#9fb4d8', 0.12)
    if (idx < 2) {
      // side windows: order of s depends on which side (face 0 runs +a, face 1 runs -a)
      if (van) {
        const frontS = idx === 0 ? [0.66, 0.95] : [0.05, 0.34]
        Wd.face(sub(fc, frontS[0], frontS[1], 0.3, 0.88), gcol)
      } else {
        Wd.face(sub(fc, 0.1, 0.48, 0.22, 0.88), gcol)
        Wd.face(sub(fc, 0.53, 0.9, 0.22, 0.88), gcol)
      }
    } else {
      Wd.face(sub(fc, 0.08, 0.92, 0.12, 0.9), gcol)
    }
  })
  if (logo) {
    for (const side of visibleSides) {
      const c = Wd.at(toWorld([van ? -0.6 : -0.3, van ? 1.35 : 0.7, side * (Wh + 0.02)]))
      S_sunMark(Wd.S, c.x, c.y, c.s * 0.26)
    }
  }
}

/** Brand sun mark (circle + rays) in px. */
export function S_sunMark(S, x, y, r, color = '#f59f00') {
  const rays = []
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2
    rays.push(`M${f(x + Math.cos(a) * r * 1.35)} ${f(y + Math.sin(a) * r * 1.35)}L${f(x + Math.cos(a) * r * 1.85)} ${f(y + Math.sin(a) * r * 1.85)}`)
  }
  S.path(rays.join(''), { stroke: color, 'stroke-width': r * 0.32, 'stroke-linecap': 'round', fill: 'none' })
  S.circle(x, y, r, { fill: color })
}

/** Compound wall with coping along a polyline of [x, z] points, with optional gate gap. */
export function compoundWall(Wd, pts2, { h = 2.1, t = 0.22, color = '#e8dcc4', coping = '#b9532e', gate = null } = {}) {
  for (let i = 0; i < pts2.length - 1; i++) {
    const [ax, az] = pts2[i]
    const [bx, bz] = pts2[i + 1]
    const segs = []
    if (gate && gate.seg === i) {
      const len = Math.hypot(bx - ax, bz - az)
      const t0 = gate.at / len
      const t1 = (gate.at + gate.w) / len
      segs.push([[ax, az], [lerp(ax, bx, t0), lerp(az, bz, t0)]])
      segs.push([[lerp(ax, bx, t1), lerp(az, bz, t1)], [bx, bz]])
      const g0 = [lerp(ax, bx, t0), 0, lerp(az, bz, t0)]
      const g1 = [lerp(ax, bx, t1), 0, lerp(az, bz, t1)]
      Wd.face([g0, g1, [g1[0], h * 0.95, g1[2]], [g0[0], h * 0.95, g0[2]]], gate.color ?? '#2d3342')
      const bars = []
      for (let k = 1; k < 10; k++) {
        const p = V.lerp(g0, g1, k / 10)
        bars.push([p, [p[0], h * 0.95, p[2]]])
      }
      for (const [p, q] of bars) Wd.line3(p, q, { stroke: '#596277', 'stroke-width': 1.2 })
    } else segs.push([[ax, az], [bx, bz]])
    for (const [[sx, sz], [ex, ez]] of segs) {
      const minx = Math.min(sx, ex) - (sx === ex ? t / 2 : 0)
      const maxx = Math.max(sx, ex) + (sx === ex ? t / 2 : 0)
      const minz = Math.min(sz, ez) - (sz === ez ? t / 2 : 0)
      const maxz = Math.max(sz, ez) + (sz === ez ? t / 2 : 0)
      Wd.box([minx, 0, minz], [maxx, h, maxz], color)
      Wd.box([minx - 0.04, h, minz - 0.04], [maxx + 0.04, h + 0.12, maxz + 0.04], coping)
    }
  }
}

/** Screen-space list of ground quads (roads, paving) from [x,z] polygons. */
export function groundPoly(Wd, pts2, fill, attrs = {}, y = 0.005) {
  Wd.face(pts2.map(([x, z]) => [x, y, z]), fill, attrs)
}

/** Place a 2D sprite at a 3D ground point. */
export function sprite(Wd, p, inner, { mul = 1 } = {}) {
  const a = Wd.at(p)
  if (a.z <= 0.1) return
  place(Wd.S, a.x, a.y, a.s * mul, inner)
}

export { boxCorners, leafyTree, palm }

/** Office glazing: horizontal glass bands per floor with mullions, on a wall face. */
export function glazing(Wd, fc, { floors, floorH = 3.4, glass = '#6f9cc4', sill = 0.9, head = 0.5, mullion = 1.5, spandrel = null, x0 = 0.4, x1 } = {}) {
  const S = Wd.S
  const end = x1 ?? fc.w - 0.4
  for (let k = 0; k < floors; k++) {
    const b0 = k * floorH + sill
    const b1 = (k + 1) * floorH - head
    if (spandrel) Wd.face(Wd.rectOn(fc, 0, k * floorH + 0.05, fc.w, b0 - 0.05, 0.01), Wd.E.lit(spandrel, fc.n))
    const q = Wd.proj(Wd.rectOn(fc, x0, b0, end, b1, 0.02))
    if (!q) continue
    const ys = q.map((p) => p[1])
    const xs = q.map((p) => p[0])
    const g = S.linear([[0, shade(glass, 0.35)], [0.5, glass], [1, shade(glass, -0.3)]], Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), true)
    S.add(el.poly(q, { fill: g }))
    const segs = []
    for (let a = x0 + mullion; a < end - 0.1; a += mullion) segs.push([a, b0, a, b1])
    segs.push([x0, b0, end, b0], [x0, b1, end, b1])
    const sc = Wd.C.scaleAt(V.at(fc.o, fc.u, fc.v, x0, b0))
    Wd.linesOn(fc, segs, { stroke: '#dfe5ec', 'stroke-width': Math.max(0.8, sc * 0.06) }, 0.03)
  }
  // sky reflection streak
  const r = Wd.proj(Wd.rectOn(fc, fc.w * 0.15, 0.2, fc.w * 0.35, floors * floorH, 0.035))
  if (r) S.add(el.poly([r[0], [r[1][0] + (r[2][0] - r[1][0]) * 0.2, r[1][1]], r[2], [r[3][0] - (r[3][0] - r[0][0]) * 0.3, r[3][1]]], { fill: '#ffffff', 'fill-opacity': 0.08 }))
}

/** Chain-link / palisade fence along a line of [x,z] points. */
export function fence(Wd, pts2, { h = 2, post = '#6d7384', mesh = '#8f97a6', step = 2.5 } = {}) {
  for (let i = 0; i < pts2.length - 1; i++) {
    const [ax, az] = pts2[i]
    const [bx, bz] = pts2[i + 1]
    const len = Math.hypot(bx - ax, bz - az)
    const n = Math.max(1, Math.round(len / step))
    const q = [[ax, 0, az], [bx, 0, bz], [bx, h, bz], [ax, h, az]]
    Wd.face(q, mesh, { 'fill-opacity': 0.18 })
    let d = ''
    for (let k = 0; k <= n * 6; k++) {
      const t = k / (n * 6)
      const p = Wd.C.poly([[lerp(ax, bx, t), 0, lerp(az, bz, t)], [lerp(ax, bx, t), h, lerp(az, bz, t)], [lerp(ax, bx, t), h, lerp(az, bz, t)]])
      if (p.length >= 2) d += `M${f(p[0][0])} ${f(p[0][1])}L${f(p[1][0])} ${f(p[1][1])}`
    }
    Wd.S.add(el.path(d, { stroke: mesh, 'stroke-width': 0.7, 'stroke-opacity': 0.5, fill: 'none' }))
    for (let k = 0; k <= n; k++) {
      const t = k / n
      Wd.pole([lerp(ax, bx, t), 0, lerp(az, bz, t)], [lerp(ax, bx, t), h + 0.1, lerp(az, bz, t)], 0.08, post)
    }
    Wd.line3([ax, h, az], [bx, h, bz], { stroke: post, 'stroke-width': 2 })
  }
}

/** Ground-mounted solar tables: each table is `rowsPerTable` panels high on a tilted frame with legs. */
export function groundArray(Wd, { x0, z0, cols, rowsPerTable = 2, tables = 1, spacing = 4, tilt = 15, height = 0.6, pw = 1.05, ph = 1.75, glow = 0.6, reflect = '#b9d3ff', dustSplit, baseY = 0, legColor = '#7c8596', legStep = 3 } = {}) {
  const out = []
  const tr = (tilt * Math.PI) / 180
  const v = [0, Math.sin(tr), Math.cos(tr)]
  for (let t = tables - 1; t >= 0; t--) {
    const z = z0 + t * spacing
    const y = baseY + height
    const len = rowsPerTable * ph + (rowsPerTable - 1) * 0.03
    const width = cols * (pw + 0.03)
    // shadows first, then legs, then panels
    const frame = { o: [x0, y, z], u: [1, 0, 0], v }
    for (let a = 0.3; a < width; a += legStep) {
      Wd.pole([x0 + a, baseY, z + len * v[2] * 0.85], [x0 + a, y + len * v[1] * 0.85, z + len * v[2] * 0.85], 0.09, legColor)
      Wd.pole([x0 + a, baseY, z + len * v[2] * 0.12], [x0 + a, y + len * v[1] * 0.12, z + len * v[2] * 0.12], 0.09, shade(legColor, 0.1))
    }
    out.push(Wd.solarArray(frame, { rows: rowsPerTable, cols, pw, ph, gap: 0.03, rowGap: 0.03, lift: 0, glow, reflect, dustSplit, shadowY: baseY }))
  }
  return out
}

/**
 * Fill an area with city blocks: roads on a grid and low/mid buildings with flat or hip roofs and trees.
 * Items are drawn far-to-near. `exclude` rectangles are left empty (the hero building goes there).
 */
export function cityBlocks(Wd, rng, { x0, x1, z0, z1, block = 18, road = 5, exclude = [], maxH = 14, palette = ['#efe6d6', '#e4dccd', '#f3ece0', '#dfe5ea', '#eadfd0'], roofs = ['#b5523a', '#7e4a3a', '#5f6f86', '#a3402f'], glassy = 0.35, roadColor = '#8d9296', lotColor = '#cfc8b8', treeColor = '#4f9a57', after = null, underlay = null } = {}) {
  const items = []
  for (let bx = x0; bx < x1; bx += block + road) {
    for (let bz = z0; bz < z1; bz += block + road) {
      const ex = exclude.some(([a0, a1, c0, c1]) => bx < a1 && bx + block > a0 && bz < c1 && bz + block > c0)
      // skip lots that are entirely off-screen or behind the camera
      const corners = [[bx, 0, bz], [bx + block, 0, bz], [bx, 0, bz + block], [bx + block, 0, bz + block], [bx, maxH, bz], [bx + block, maxH, bz + block]]
      if (corners.some((p) => Wd.C.depth(p) < 1)) continue
      const pr = corners.map((p) => Wd.C.project(p))
      const m = 150
      if (pr.every((p) => p[0] < -m) || pr.every((p) => p[0] > Wd.S.w + m) || pr.every((p) => p[1] < -m) || pr.every((p) => p[1] > Wd.S.h + m)) continue
      items.push({ kind: 'lot', x: bx, z: bz, depth: Wd.C.depth([bx + block / 2, 0, bz + block / 2]), ex })
    }
  }
  // roads and lots first (flat)
  groundPoly(Wd, [[x0 - road, z0 - road], [x1 + road, z0 - road], [x1 + road, z1 + road], [x0 - road, z1 + road]], roadColor)
  for (const it of items) groundPoly(Wd, [[it.x, it.z], [it.x + block, it.z], [it.x + block, it.z + block], [it.x, it.z + block]], lotColor)
  if (underlay) underlay()
  const solids = []
  for (const it of items) {
    if (it.ex) continue
    const n = rng.int(1, 3)
    for (let k = 0; k < n; k++) {
      const w = rng.range(6, block / (n > 1 ? 1.6 : 1.1))
      const d = rng.range(6, block * 0.8)
      const x = it.x + rng.range(0.5, Math.max(0.6, block - w - 0.5))
      const z = it.z + rng.range(0.5, Math.max(0.6, block - d - 0.5))
      const tall = rng.chance(glassy)
      const h = tall ? rng.range(8, maxH) : rng.range(3.2, 7)
      solids.push({ kind: 'b', x, z, w, d, h, tall, color: rng.pick(palette), roof: rng.pick(roofs), depth: Wd.C.depth([x + w / 2, h / 2, z + d / 2]) })
    }
    if (rng.chance(0.7)) solids.push({ kind: 't', x: it.x + rng.range(1, block - 1), z: it.z + rng.range(1, block - 1), depth: Wd.C.depth([it.x + block / 2, 0, it.z + block]) + 2 })
  }
  solids.sort((a, b) => b.depth - a.depth)
  for (const s of solids) {
    if (s.kind === 't') {
      sprite(Wd, [s.x, 0, s.z], rng.chance(0.5) ? palm(rng, { H: 900 }) : leafyTree(rng, { H: 600, W: 620, green: treeColor }))
      continue
    }
    building(Wd, {
      x0: s.x, x1: s.x + s.w, z0: s.z, z1: s.z + s.d, h: s.h, wall: s.color,
      roof: s.tall ? null : { type: 'hip', pitch: 22, overhang: 0.4, color: s.roof, texture: 'steptile', lines: false },
      parapet: s.tall ? { h: 0.6 } : null,
      decorate: s.tall ? (faces) => { for (const fc of Object.values(faces)) if (fc.n[1] === 0) glazing(Wd, fc, { floors: Math.floor(s.h / 3.4), glass: '#86a9c8', mullion: 2.5 }) } : null,
    })
    if (after) after(s)
  }
}
