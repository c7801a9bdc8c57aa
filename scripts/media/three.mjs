// A tiny 3D helper: pinhole camera, near-plane clipping, flat shading, boxes, roofs and solar arrays,
// all emitted as 2D SVG polygons (painter's order is the caller's job: far things first).
import { el } from './svg.mjs'
import { mix, shade, f, clamp } from './util.mjs'

export const V = {
  add: (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]],
  sub: (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]],
  mul: (a, s) => [a[0] * s, a[1] * s, a[2] * s],
  dot: (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2],
  cross: (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]],
  len: (a) => Math.hypot(a[0], a[1], a[2]),
  norm: (a) => {
    const l = Math.hypot(a[0], a[1], a[2]) || 1
    return [a[0] / l, a[1] / l, a[2] / l]
  },
  lerp: (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t],
  /** Point on a plane frame: o + u*a + v*b. */
  at: (o, u, v, a, b) => [o[0] + u[0] * a + v[0] * b, o[1] + u[1] * a + v[1] * b, o[2] + u[2] * a + v[2] * b],
}

export function camera({ pos, target, fov = 55, w, h, shiftY = 0 }) {
  const fwd = V.norm(V.sub(target, pos))
  const right = V.norm(V.cross([0, 1, 0], fwd))
  const up = V.cross(fwd, right)
  const fl = w / 2 / Math.tan((fov * Math.PI) / 360)
  const near = 0.05
  const toCam = (p) => {
    const d = V.sub(p, pos)
    return [V.dot(d, right), V.dot(d, up), V.dot(d, fwd)]
  }
  const persp = (c) => [w / 2 + (fl * c[0]) / c[2], h / 2 + shiftY - (fl * c[1]) / c[2], c[2]]
  const cam = {
    pos,
    fwd,
    right,
    up,
    fl,
    w,
    h,
    project: (p) => persp(toCam(p)),
    /** px per world metre at point p */
    scaleAt: (p) => fl / Math.max(near, toCam(p)[2]),
    depth: (p) => toCam(p)[2],
    /** Project a polygon, clipping it against the near plane. Returns [] if fully behind. */
    poly(points) {
      const cs = points.map(toCam)
      const out = []
      for (let i = 0; i < cs.length; i++) {
        const a = cs[i]
        const b = cs[(i + 1) % cs.length]
        const ain = a[2] > near
        const bin = b[2] > near
        if (ain) out.push(a)
        if (ain !== bin) {
          const t = (near - a[2]) / (b[2] - a[2])
          out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near])
        }
      }
      return out.map(persp)
    },
    /** Screen y of the horizon. */
    horizonY() {
      const far = V.add(pos, V.mul(V.norm([fwd[0], 0, fwd[2]]), 1e5))
      return persp(toCam(far))[1]
    },
    facing: (normal, point) => V.dot(normal, V.sub(pos, point)) > 0,
  }
  return cam
}

/** Newell normal of a planar polygon. */
export function polyNormal(points) {
  let n = [0, 0, 0]
  for (let i = 0; i < points.length; i++) {
    const a = points[i]
    const b = points[(i + 1) % points.length]
    n = V.add(n, [(a[1] - b[1]) * (a[2] + b[2]), (a[2] - b[2]) * (a[0] + b[0]), (a[0] - b[0]) * (a[1] + b[1])])
  }
  return V.norm(n)
}
export const centroid = (points) => V.mul(points.reduce((s, p) => V.add(s, p), [0, 0, 0]), 1 / points.length)

/**
 * Lighting environment: L points toward the sun. sun/shadow tint the lit/unlit sides.
 */
export function environment({ L = [-0.5, 0.75, -0.45], sun = '#fff1cf', shadow = '#40508a', amb = 0.42, shadowAlpha = 0.22 } = {}) {
  const Ln = V.norm(L)
  return {
    L: Ln,
    sun,
    shadow,
    amb,
    shadowAlpha,
    lit(base, n) {
      const k = clamp(V.dot(n, Ln))
      const t = amb + (1 - amb) * k
      const dark = mix(shade(base, -0.18), shadow, 0.38)
      const light = mix(base, sun, 0.16)
      return mix(dark, light, t)
    },
  }
}

/** Draws 3D geometry into an Svg with a camera and lighting environment. */
export class World {
  constructor(svg, cam, env) {
    this.S = svg
    this.C = cam
    this.E = env
  }
  /** Projected 2D polygon (clipped), or null. */
  proj(points) {
    const p = this.C.poly(points)
    return p.length >= 3 ? p : null
  }
  polyStr(points, attrs) {
    const p = this.proj(points)
    return p ? el.poly(p, attrs) : ''
  }
  face(points, fill, attrs = {}) {
    const s = this.polyStr(points, { fill, ...attrs })
    if (s) this.S.add(s)
    return s
  }
  /** Flat-shaded face using its normal (outward from `center` if given). */
  shaded(points, base, { center, attrs = {}, cull = true } = {}) {
    let n = polyNormal(points)
    const c = centroid(points)
    if (center && V.dot(n, V.sub(c, center)) < 0) n = V.mul(n, -1)
    if (cull && !this.C.facing(n, c)) return null
    this.face(points, this.E.lit(base, n), attrs)
    return n
  }
  line3(a, b, attrs) {
    const p = this.C.poly([a, b, b])
    if (p.length < 2) return
    this.S.add(el.line(p[0][0], p[0][1], p[1][0], p[1][1], attrs))
  }
  polyline3(points, attrs) {
    const ps = points.filter((p) => this.C.depth(p) > 0.05).map((p) => this.C.project(p))
    if (ps.length > 1) this.S.add(el.polyline(ps, attrs))
  }
  /** A cylinder-ish pole as a tapered quad between two 3D points. */
  pole(a, b, diameter, color, attrs = {}) {
    const pa = this.C.project(a)
    const pb = this.C.project(b)
    if (pa[2] <= 0.05 || pb[2] <= 0.05) return
    const wa = (this.C.scaleAt(a) * diameter) / 2
    const wb = (this.C.scaleAt(b) * diameter) / 2
    const dx = pb[0] - pa[0]
    const dy = pb[1] - pa[1]
    const l = Math.hypot(dx, dy) || 1
    const nx = -dy / l
    const ny = dx / l
    const q = [
      [pa[0] + nx * wa, pa[1] + ny * wa],
      [pb[0] + nx * wb, pb[1] + ny * wb],
      [pb[0] - nx * wb, pb[1] - ny * wb],
      [pa[0] - nx * wa, pa[1] - ny * wa],
    ]
    this.S.add(el.poly(q, { fill: color, ...attrs }))
  }
  /** Screen position and px-per-metre scale of a 3D point (for 2D sprites). */
  at(p) {
    const q = this.C.project(p)
    return { x: q[0], y: q[1], s: this.C.scaleAt(p), z: q[2] }
  }
  /** Shadow cast on the ground (y=0) by a set of points, as a soft polygon. */
  castShadow(points, { alpha, color = '#1b2440', blur = 0, groundY = 0 } = {}) {
    const L = this.E.L
    if (L[1] <= 0.05) return
    const flat = points.map((p) => {
      const t = (p[1] - groundY) / L[1]
      return [p[0] - L[0] * t, p[2] - L[2] * t]
    })
    const hull = convexHull(flat).map(([x, z]) => [x, groundY + 0.01, z])
    const attrs = { fill: color, 'fill-opacity': alpha ?? this.E.shadowAlpha }
    if (blur) attrs.filter = this.S.blur(blur)
    this.face(hull, color, attrs)
  }

  /**
   * Axis-aligned box. Returns a map of visible faces with frames for decorating:
   * { front|back|left|right|top: { o, u, v, n, w, h, points } }.
   */
  box(min, max, color, { top = color, sides = {}, cull = true, attrs = {} } = {}) {
    const [x0, y0, z0] = min
    const [x1, y1, z1] = max
    const faces = {
      front: { o: [x0, y0, z0], u: [1, 0, 0], v: [0, 1, 0], n: [0, 0, -1], w: x1 - x0, h: y1 - y0 },
      back: { o: [x1, y0, z1], u: [-1, 0, 0], v: [0, 1, 0], n: [0, 0, 1], w: x1 - x0, h: y1 - y0 },
      left: { o: [x0, y0, z1], u: [0, 0, -1], v: [0, 1, 0], n: [-1, 0, 0], w: z1 - z0, h: y1 - y0 },
      right: { o: [x1, y0, z0], u: [0, 0, 1], v: [0, 1, 0], n: [1, 0, 0], w: z1 - z0, h: y1 - y0 },
      top: { o: [x0, y1, z0], u: [1, 0, 0], v: [0, 0, 1], n: [0, 1, 0], w: x1 - x0, h: z1 - z0 },
      bottom: { o: [x0, y0, z1], u: [1, 0, 0], v: [0, 0, -1], n: [0, -1, 0], w: x1 - x0, h: z1 - z0 },
    }
    const visible = {}
    for (const [name, fc] of Object.entries(faces)) {
      fc.points = [V.at(fc.o, fc.u, fc.v, 0, 0), V.at(fc.o, fc.u, fc.v, fc.w, 0), V.at(fc.o, fc.u, fc.v, fc.w, fc.h), V.at(fc.o, fc.u, fc.v, 0, fc.h)]
      const c = centroid(fc.points)
      if (cull && !this.C.facing(fc.n, c)) continue
      const base = name === 'top' ? top : sides[name] ?? color
      this.face(fc.points, this.E.lit(base, fc.n), attrs)
      visible[name] = fc
    }
    return visible
  }
  /** Rectangle on a face frame (u from a0..a1, v from b0..b1), lifted by `off` along the normal. */
  rectOn(fc, a0, b0, a1, b1, off = 0.01) {
    const lift = V.mul(fc.n, off)
    return [
      V.add(V.at(fc.o, fc.u, fc.v, a0, b0), lift),
      V.add(V.at(fc.o, fc.u, fc.v, a1, b0), lift),
      V.add(V.at(fc.o, fc.u, fc.v, a1, b1), lift),
      V.add(V.at(fc.o, fc.u, fc.v, a0, b1), lift),
    ]
  }
  /** Lines across a face (in face coordinates) drawn as one path. */
  linesOn(fc, segs, attrs, off = 0.012) {
    const lift = V.mul(fc.n, off)
    let d = ''
    for (const [a0, b0, a1, b1] of segs) {
      const p = this.C.poly([V.add(V.at(fc.o, fc.u, fc.v, a0, b0), lift), V.add(V.at(fc.o, fc.u, fc.v, a1, b1), lift), V.add(V.at(fc.o, fc.u, fc.v, a1, b1), lift)])
      if (p.length >= 2) d += `M${f(p[0][0])} ${f(p[0][1])}L${f(p[1][0])} ${f(p[1][1])}`
    }
    if (d) this.S.add(el.path(d, { fill: 'none', ...attrs }))
  }

  /**
   * Window on a wall face. style: { frame, glass, lit (0..1 night glow), bars, sill, panes }
   */
  window(fc, a, b, w, h, { frame = '#f7f2e8', glass = '#7fa6c9', lit = 0, bars = true, sill = true, panes = 2, curtain = null } = {}) {
    const S = this.S
    const outer = this.proj(this.rectOn(fc, a - 0.06, b - 0.06, a + w + 0.06, b + h + 0.06, 0.015))
    if (!outer) return
    if (lit > 0) {
      const c = this.C.project(V.at(fc.o, fc.u, fc.v, a + w / 2, b + h / 2))
      const sc = this.C.scaleAt(V.at(fc.o, fc.u, fc.v, a + w / 2, b + h / 2))
      S.add(el.ellipse(c[0], c[1], sc * w * 1.4, sc * h * 1.2, { fill: S.radial([[0, '#ffc45e', 0.35 * lit], [1, '#ffc45e', 0]]) }))
    }
    S.add(el.poly(outer, { fill: this.E.lit(frame, fc.n) }))
    const inner = this.proj(this.rectOn(fc, a, b, a + w, b + h, 0.02))
    if (!inner) return
    if (lit > 0) {
      const ys = inner.map((p) => p[1])
      const g = S.linear([[0, mix('#ffe7a3', '#ffd36b', 0.3)], [1, '#f7a93b']], 0, Math.min(...ys), 0, Math.max(...ys), true)
      S.add(el.poly(inner, { fill: g }))
    } else {
      const ys = inner.map((p) => p[1])
      const top = Math.min(...ys)
      const bottom = Math.max(...ys)
      const g = S.linear([[0, shade(glass, 0.35)], [0.55, glass], [1, shade(glass, -0.25)]], 0, top, 0, bottom, true)
      S.add(el.poly(inner, { fill: g }))
      // diagonal sheen
      const sheen = this.proj(this.rectOn(fc, a + w * 0.15, b + h * 0.55, a + w * 0.35, b + h * 0.95, 0.022))
      if (sheen) S.add(el.poly(sheen, { fill: '#ffffff', 'fill-opacity': 0.18 }))
    }
    if (curtain) {
      const c1 = this.proj(this.rectOn(fc, a, b, a + w * 0.22, b + h, 0.024))
      const c2 = this.proj(this.rectOn(fc, a + w * 0.78, b, a + w, b + h, 0.024))
      if (c1) S.add(el.poly(c1, { fill: curtain, 'fill-opacity': lit > 0 ? 0.75 : 0.9 }))
      if (c2) S.add(el.poly(c2, { fill: curtain, 'fill-opacity': lit > 0 ? 0.75 : 0.9 }))
    }
    const segs = []
    for (let i = 1; i < panes; i++) segs.push([a + (w * i) / panes, b, a + (w * i) / panes, b + h])
    segs.push([a, b + h * 0.62, a + w, b + h * 0.62])
    const s = this.C.scaleAt(V.at(fc.o, fc.u, fc.v, a, b))
    this.linesOn(fc, segs, { stroke: this.E.lit(frame, fc.n), 'stroke-width': Math.max(0.8, s * 0.05) }, 0.025)
    if (bars) {
      const bs = []
      const nb = Math.max(3, Math.round(w / 0.2))
      for (let i = 1; i < nb; i++) bs.push([a + (w * i) / nb, b, a + (w * i) / nb, b + h])
      this.linesOn(fc, bs, { stroke: '#2b3245', 'stroke-width': Math.max(0.6, s * 0.014), 'stroke-opacity': lit > 0 ? 0.35 : 0.55 }, 0.03)
    }
    if (sill) {
      const sp = this.proj(this.rectOn(fc, a - 0.1, b - 0.12, a + w + 0.1, b - 0.04, 0.04))
      if (sp) S.add(el.poly(sp, { fill: this.E.lit('#e9e2d3', fc.n) }))
    }
  }
  door(fc, a, w, h, { color = '#7a4a2b', frame = '#efe6d4', lit = 0 } = {}) {
    const outer = this.proj(this.rectOn(fc, a - 0.08, 0, a + w + 0.08, h + 0.08, 0.015))
    if (outer) this.S.add(el.poly(outer, { fill: this.E.lit(frame, fc.n) }))
    const inner = this.proj(this.rectOn(fc, a, 0, a + w, h, 0.02))
    if (inner) this.S.add(el.poly(inner, { fill: lit ? '#f6b64a' : this.E.lit(color, fc.n) }))
    const s = this.C.scaleAt(V.at(fc.o, fc.u, fc.v, a, 0))
    const panels = []
    panels.push([a + w / 2, 0.1, a + w / 2, h - 0.1])
    this.linesOn(fc, panels, { stroke: shade(color, -0.35), 'stroke-width': Math.max(0.6, s * 0.02) }, 0.03)
    const k = this.proj(this.rectOn(fc, a + w * 0.4, h * 0.47, a + w * 0.45, h * 0.53, 0.035))
    if (k) this.S.add(el.poly(k, { fill: '#e0b24a' }))
  }

  /**
   * Hip (or gable) roof over a rectangular footprint. Returns the faces with plane frames so panels can be placed:
   * front face frame: o = front-left eave corner, u = +x, v = up-slope unit, len = slope length, inset(s) = hip inset.
   */
  roof({ x0, x1, z0, z1, y, pitch = 24, overhang = 0.5, color = '#b9532e', type = 'hip', fascia = '#f2ece0', wall = '#f1e4c8', texture = 'steptile', lines = true }) {
    const o = overhang
    const X0 = x0 - o
    const X1 = x1 + o
    const Z0 = z0 - o
    const Z1 = z1 + o
    const half = (Z1 - Z0) / 2
    const t = Math.tan((pitch * Math.PI) / 180)
    const rise = half * t
    const zc = (Z0 + Z1) / 2
    const yr = y + rise
    const center = [(x0 + x1) / 2, y, zc]
    const hip = type === 'hip'
    const xa = hip ? Math.min(X0 + half, (X0 + X1) / 2) : X0
    const xb = hip ? Math.max(X1 - half, (X0 + X1) / 2) : X1
    const slope = Math.hypot(rise, half)
    const faces = {
      front: [[X0, y, Z0], [X1, y, Z0], [xb, yr, zc], [xa, yr, zc]],
      back: [[X1, y, Z1], [X0, y, Z1], [xa, yr, zc], [xb, yr, zc]],
    }
    if (hip) {
      faces.left = [[X0, y, Z1], [X0, y, Z0], [xa, yr, zc]]
      faces.right = [[X1, y, Z0], [X1, y, Z1], [xb, yr, zc]]
    }
    // gable end walls
    if (!hip) {
      const wr = (half - o) * t
      const gl = [[x0, y, z1], [x0, y, z0], [x0, y + wr, zc]]
      const gr = [[x1, y, z0], [x1, y, z1], [x1, y + wr, zc]]
      this.shaded(gl, wall, { center })
      this.shaded(gr, wall, { center })
    }
    // fascia boards below the eaves
    const fh = 0.22
    const fasciaFaces = [
      [[X0, y, Z0], [X1, y, Z0], [X1, y - fh, Z0], [X0, y - fh, Z0]],
      [[X1, y, Z1], [X0, y, Z1], [X0, y - fh, Z1], [X1, y - fh, Z1]],
    ]
    if (hip) {
      fasciaFaces.push([[X0, y, Z1], [X0, y, Z0], [X0, y - fh, Z0], [X0, y - fh, Z1]])
      fasciaFaces.push([[X1, y, Z0], [X1, y, Z1], [X1, y - fh, Z1], [X1, y - fh, Z0]])
    }
    // soffit (underside of the overhang), seen from below
    const soffit = [[X0, y - fh, Z0], [X1, y - fh, Z0], [x1, y - fh, z0], [x0, y - fh, z0]]
    if (this.C.pos[1] < y) this.face(soffit, shade(this.E.lit(fascia, [0, -1, 0]), -0.15))
    const out = { center, rise, slope, half, yr, zc, X0, X1, Z0, Z1, pitch }
    for (const [name, pts3] of Object.entries(faces)) {
      const n = this.shaded(pts3, color, { center })
      if (!n) continue
      out[name] = { points: pts3, n }
      if (lines) this.roofTexture(pts3, n, color, texture)
    }
    for (const ff of fasciaFaces) this.shaded(ff, fascia, { center })
    // ridge cap
    if (xb > xa + 0.01) this.line3([xa, yr + 0.03, zc], [xb, yr + 0.03, zc], { stroke: shade(color, -0.3), 'stroke-width': Math.max(1, this.C.scaleAt([xa, yr, zc]) * 0.08), 'stroke-linecap': 'round' })
    const vUp = V.norm([0, rise, half])
    out.frontFrame = { o: [X0, y, Z0], u: [1, 0, 0], v: vUp, n: V.norm([0, half, -rise]), len: slope, width: X1 - X0, hipRatio: hip ? half / slope : 0 }
    return out
  }
  roofTexture(points3, n, color, texture) {
    const p = this.proj(points3)
    if (!p) return
    const clip = this.S.clip(el.poly(p, {}))
    // direction vectors in the face: along eave (first edge) and up slope
    const e = V.norm(V.sub(points3[1], points3[0]))
    const up = V.norm(V.cross(n, e))
    const c = centroid(points3)
    const size = Math.max(...points3.map((q) => V.len(V.sub(q, c)))) * 1.1
    let d = ''
    let d2 = ''
    const sc = this.C.scaleAt(c)
    const stepA = texture === 'steptile' ? 0.38 : 0.9
    // step lines parallel to the eave
    if (texture === 'steptile' || texture === 'tile') {
      for (let s = -size; s <= size; s += stepA) {
        const a = V.add(V.add(c, V.mul(up, s)), V.mul(e, -size))
        const b = V.add(V.add(c, V.mul(up, s)), V.mul(e, size))
        const q = this.C.poly([a, b, b])
        if (q.length >= 2) d += `M${f(q[0][0])} ${f(q[0][1])}L${f(q[1][0])} ${f(q[1][1])}`
      }
    }
    // corrugation/rib lines down the slope
    const ribStep = texture === 'longspan' ? 0.22 : texture === 'tile' ? 0.3 : 0.25
    if (sc * ribStep > 2.2) {
      for (let s = -size; s <= size; s += ribStep) {
        const a = V.add(V.add(c, V.mul(e, s)), V.mul(up, -size))
        const b = V.add(V.add(c, V.mul(e, s)), V.mul(up, size))
        const q = this.C.poly([a, b, b])
        if (q.length >= 2) d2 += `M${f(q[0][0])} ${f(q[0][1])}L${f(q[1][0])} ${f(q[1][1])}`
      }
    }
    const lit = this.E.lit(color, n)
    const parts = []
    if (d) parts.push(el.path(d, { stroke: shade(lit, -0.28), 'stroke-width': Math.max(0.7, sc * 0.035), fill: 'none' }))
    if (d2) parts.push(el.path(d2, { stroke: shade(lit, texture === 'longspan' ? 0.14 : -0.12), 'stroke-width': Math.max(0.5, sc * 0.02), fill: 'none', 'stroke-opacity': 0.6 }))
    if (parts.length) this.S.add(el.g(parts, { 'clip-path': clip }))
  }

  /**
   * Solar array on a plane frame {o, u, v, n}. Panels are pw x ph metres (portrait by default).
   * Options: rows, cols, start [a, b] offset in the frame, tilt (extra tilt of each row about its lower edge),
   * glow (0..1 sunlight on cells), sky reflection colour, dusty (0..1 dust veil).
   */
  solarArray(frame, { rows, cols, pw = 1.05, ph = 1.75, gap = 0.035, rowGap = 0.035, start = [0, 0], lift = 0.1, tilt = 0, legs = false, glow = 0.5, reflect = '#9fb7ff', dusty = 0, dustSplit = null, order = 'far', skip = () => false, cellsX = 6, cellsY = 10, shadowY = null, shadowAlpha = 0.28 } = {}) {
    const S = this.S
    const { o, u, v } = frame
    let n = frame.n ?? V.norm(V.cross(v, u))
    if (V.dot(n, [0, 1, 0]) < 0) n = V.mul(n, -1)
    const panels = []
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols; i++) {
        if (skip(i, j)) continue
        const a = start[0] + i * (pw + gap)
        const b = start[1] + j * (ph + rowGap)
        const pu = u
        let pv = v
        const base = V.add(V.at(o, u, v, a, b), V.mul(n, lift))
        if (tilt) {
          const tr = (tilt * Math.PI) / 180
          pv = V.norm(V.add(V.mul(v, Math.cos(tr)), V.mul(n, Math.sin(tr))))
        }
        const corners = [base, V.add(base, V.mul(pu, pw)), V.add(V.add(base, V.mul(pu, pw)), V.mul(pv, ph)), V.add(base, V.mul(pv, ph))]
        const groundCorners = [V.at(o, u, v, a, b), V.at(o, u, v, a + pw, b), V.at(o, u, v, a + pw, b + ph * Math.cos((tilt * Math.PI) / 180)), V.at(o, u, v, a, b + ph * Math.cos((tilt * Math.PI) / 180))]
        panels.push({ i, j, corners, groundCorners, depth: this.C.depth(centroid(corners)), pu, pv })
      }
    }
    if (!panels.length) return []
    panels.sort((p, q) => (order === 'far' ? q.depth - p.depth : p.depth - q.depth))
    // array-wide gradients in screen space
    const all = panels.flatMap((p) => this.C.poly(p.corners))
    const xs = all.map((p) => p[0])
    const ys = all.map((p) => p[1])
    const minX = Math.min(...xs)
    const maxX = Math.max(...xs)
    const minY = Math.min(...ys)
    const maxY = Math.max(...ys)
    const deep = mix('#1f2a6e', '#2b3a9a', glow)
    const mid = mix('#2d3c92', '#4453c4', glow)
    const top = mix(mid, reflect, 0.45 + glow * 0.2)
    const fill = S.linear([[0, top], [0.45, mid], [1, deep]], 0, minY, 0, maxY, true)
    const sheen = S.linear(
      [[0, '#ffffff', 0], [0.38, '#ffffff', 0], [0.5, '#ffffff', 0.22 + glow * 0.12], [0.62, '#ffffff', 0], [1, '#ffffff', 0]],
      minX, minY, maxX, maxY, true,
    )
    const frameCol = this.E.lit('#d5dce8', n)
    const cellLine = mix(mid, '#c9d3ff', 0.35)
    const partsShadow = []
    const parts = []
    for (const p of panels) {
      // contact shadow on the supporting surface
      const L = this.E.L
      const shPts = shadowY === null ? p.groundCorners.map((q) => V.add(q, V.add(V.mul(L, -0.05), [0, 0.01, 0]))) : p.corners.map((q) => {
        const t = (q[1] - shadowY) / Math.max(0.1, L[1])
        return [q[0] - L[0] * t, shadowY + 0.01, q[2] - L[2] * t]
      })
      const sh = this.C.poly(shPts)
      if (sh.length >= 3) partsShadow.push(el.poly(sh, { fill: '#101735', 'fill-opacity': shadowAlpha }))
      if (legs) {
        const s = this.C.scaleAt(p.corners[3])
        for (const [c, g] of [[p.corners[3], p.groundCorners[3]], [p.corners[2], p.groundCorners[2]], [p.corners[0], p.groundCorners[0]], [p.corners[1], p.groundCorners[1]]]) {
          if (V.len(V.sub(c, g)) < 0.15) continue
          const a2 = this.C.project(c)
          const b2 = this.C.project(g)
          parts.push(el.line(a2[0], a2[1], b2[0], b2[1], { stroke: '#8a93a6', 'stroke-width': Math.max(1, s * 0.06) }))
        }
      }
      const outer = this.C.poly(p.corners)
      if (outer.length < 3) continue
      parts.push(el.poly(outer, { fill: frameCol }))
      const ins = 0.035
      const inner = [
        V.add(V.add(p.corners[0], V.mul(p.pu, ins)), V.mul(p.pv, ins)),
        V.add(V.add(p.corners[1], V.mul(p.pu, -ins)), V.mul(p.pv, ins)),
        V.add(V.add(p.corners[2], V.mul(p.pu, -ins)), V.mul(p.pv, -ins)),
        V.add(V.add(p.corners[3], V.mul(p.pu, ins)), V.mul(p.pv, -ins)),
      ]
      const ip = this.C.poly(inner)
      if (ip.length < 3) continue
      parts.push(el.poly(ip, { fill }))
      const scale = this.C.scaleAt(p.corners[0])
      const pxW = scale * pw
      if (pxW > 14) {
        let d = ''
        const nx = pxW > 40 ? cellsX : Math.max(2, Math.round(cellsX / 2))
        const ny = pxW > 40 ? cellsY : Math.max(2, Math.round(cellsY / 2))
        for (let k = 1; k < nx; k++) {
          const q = this.C.poly([V.lerp(inner[0], inner[1], k / nx), V.lerp(inner[3], inner[2], k / nx), V.lerp(inner[3], inner[2], k / nx)])
          if (q.length >= 2) d += `M${f(q[0][0])} ${f(q[0][1])}L${f(q[1][0])} ${f(q[1][1])}`
        }
        for (let k = 1; k < ny; k++) {
          const q = this.C.poly([V.lerp(inner[0], inner[3], k / ny), V.lerp(inner[1], inner[2], k / ny), V.lerp(inner[1], inner[2], k / ny)])
          if (q.length >= 2) d += `M${f(q[0][0])} ${f(q[0][1])}L${f(q[1][0])} ${f(q[1][1])}`
        }
        if (d) parts.push(el.path(d, { stroke: cellLine, 'stroke-width': Math.max(0.5, scale * 0.012), 'stroke-opacity': 0.55, fill: 'none' }))
      }
      parts.push(el.poly(ip, { fill: sheen }))
      let dust = dusty
      if (dustSplit) dust = dustSplit(p.i, p.j)
      if (dust > 0) parts.push(el.poly(ip, { fill: '#c9a470', 'fill-opacity': 0.8 * dust }))
    }
    S.add(el.g(partsShadow))
    S.add(el.g(parts))
    return panels
  }
}

/** Andrew's monotone chain convex hull of 2D points. */
export function convexHull(points) {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  if (p.length < 3) return p
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower = []
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop()
    lower.push(q)
  }
  const upper = []
  for (const q of p.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop()
    upper.push(q)
  }
  upper.pop()
  lower.pop()
  return lower.concat(upper)
}

/** Corners of an axis-aligned box (for shadows). */
export const boxCorners = (min, max) => {
  const out = []
  for (const x of [min[0], max[0]]) for (const y of [min[1], max[1]]) for (const z of [min[2], max[2]]) out.push([x, y, z])
  return out
}
