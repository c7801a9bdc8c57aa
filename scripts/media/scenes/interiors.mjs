// Indoor scenes built with the same 3D helper: classroom, workshop demo, battery room, energy audit.
import { Svg, el } from '../svg.mjs'
import { makeRng, shade, f } from '../util.mjs'
import { camera, environment, World, V } from '../three.mjs'
import { W, H, vignette, S_sunMark, sprite, groundPoly } from '../kit.mjs'
import { person, seatedBack, place, bush, leafyTree, palm } from '../sprites.mjs'

const SKINS = ['#4a2c1d', '#5c3a27', '#6e4631', '#7f5238', '#8f5e3f', '#3d2418', '#663f2a']

/** Room shell seen from inside. Returns wall frames (u to the right as seen from inside). */
export function room(Wd, { x0, x1, z0, z1, h, wall = '#f1ead9', back = wall, floor = '#cbb89a', ceiling = '#f7f3ea', tiles = 0.6, skirting = '#8a7a66' }) {
  const S = Wd.S
  const fl = [[x0, 0, z0], [x1, 0, z0], [x1, 0, z1], [x0, 0, z1]]
  const fp = Wd.proj(fl)
  if (fp) {
    const ys = fp.map((p) => p[1])
    S.add(el.poly(fp, { fill: S.linear([[0, shade(floor, -0.12)], [1, shade(floor, 0.06)]], 0, Math.min(...ys), 0, Math.max(...ys), true) }))
  }
  if (tiles) {
    let d = ''
    const seg = (a, b) => {
      const p = Wd.C.poly([a, b, b])
      if (p.length >= 2) d += `M${f(p[0][0])} ${f(p[0][1])}L${f(p[1][0])} ${f(p[1][1])}`
    }
    for (let x = x0; x <= x1; x += tiles) seg([x, 0.005, z0], [x, 0.005, z1])
    for (let z = z1; z >= z0; z -= tiles) seg([x0, 0.005, z], [x1, 0.005, z])
    S.add(el.path(d, { stroke: shade(floor, -0.2), 'stroke-width': 1, 'stroke-opacity': 0.5, fill: 'none' }))
  }
  Wd.face([[x0, h, z0], [x1, h, z0], [x1, h, z1], [x0, h, z1]], shade(ceiling, -0.05))
  const backF = { o: [x0, 0, z1], u: [1, 0, 0], v: [0, 1, 0], n: [0, 0, -1], w: x1 - x0, h }
  const leftF = { o: [x0, 0, z0], u: [0, 0, 1], v: [0, 1, 0], n: [1, 0, 0], w: z1 - z0, h }
  const rightF = { o: [x1, 0, z1], u: [0, 0, -1], v: [0, 1, 0], n: [-1, 0, 0], w: z1 - z0, h }
  for (const [fc, col] of [[leftF, wall], [rightF, wall], [backF, back]]) {
    Wd.face(Wd.rectOn(fc, 0, 0, fc.w, fc.h, 0), Wd.E.lit(col, fc.n))
    Wd.face(Wd.rectOn(fc, 0, 0, fc.w, 0.12, 0.005), skirting)
    // soft shade towards the ceiling corners
    Wd.face(Wd.rectOn(fc, 0, h - 0.25, fc.w, h, 0.003), '#1a1f3d', { 'fill-opacity': 0.06 })
  }
  return { back: backF, left: leftF, right: rightF }
}

/** Ceiling fan at a ceiling point. */
function ceilingFan(Wd, p, spin = 0) {
  const a = Wd.at(p)
  const s = a.s
  const S = Wd.S
  S.line(a.x, a.y - s * 0.35, a.x, a.y, { stroke: '#9aa1ad', 'stroke-width': Math.max(2, s * 0.04) })
  const blades = []
  for (let i = 0; i < 3; i++) {
    const ang = spin + (i * Math.PI * 2) / 3
    const bx = Math.cos(ang) * s * 0.65
    const by = Math.sin(ang) * s * 0.12
    blades.push(el.ellipse(a.x + bx / 2, a.y + by / 2 + s * 0.02, Math.abs(bx) / 2 + s * 0.1, s * 0.05, { fill: '#e9e4d8', transform: `rotate(${f((Math.atan2(by, bx) * 180) / Math.PI)} ${f(a.x + bx / 2)} ${f(a.y + by / 2)})` }))
  }
  S.add(el.g(blades))
  S.ellipse(a.x, a.y + s * 0.02, s * 0.1, s * 0.06, { fill: '#cfc8b8' })
}

/** Simple desk: tabletop box + legs. */
function desk(Wd, x, z, w = 1.2, d = 0.6, h = 0.75, color = '#b98a5a') {
  for (const [lx, lz] of [[x + 0.05, z + 0.05], [x + w - 0.05, z + 0.05], [x + 0.05, z + d - 0.05], [x + w - 0.05, z + d - 0.05]]) Wd.pole([lx, 0, lz], [lx, h, lz], 0.05, '#5d6270')
  Wd.box([x, h - 0.04, z], [x + w, h, z + d], color)
}

export function classroomSession() {
  const rng = makeRng('classroom-session')
  const S = new Svg(W, H)
  const C = camera({ pos: [0.9, 2.15, -0.8], target: [-0.2, 1.35, 10], fov: 62, w: W, h: H })
  const E = environment({ L: [0.7, 0.4, -0.3], sun: '#fff3d9', shadow: '#7a80a8', amb: 0.62, shadowAlpha: 0.15 })
  const Wd = new World(S, C, E)
  const rm = room(Wd, { x0: -5.5, x1: 5.5, z0: -1, z1: 10, h: 3.3, wall: '#f3ecdc', back: '#eee6d3', floor: '#c9b596', tiles: 0.6 })
  // windows on the left wall with daylight
  for (const a of [1.5, 4.5, 7.5]) {
    Wd.face(Wd.rectOn(rm.left, a - 0.08, 0.92, a + 2.08, 2.48, 0.01), '#e7e1d4')
    const q = Wd.proj(Wd.rectOn(rm.left, a, 1.0, a + 2.0, 2.4, 0.015))
    if (q) S.add(el.poly(q, { fill: S.linear([[0, '#bfe3f7'], [1, '#eaf6fb']], 0, 0, 1, 1) }))
    Wd.linesOn(rm.left, [[a + 1.0, 1.0, a + 1.0, 2.4], [a, 1.7, a + 2, 1.7]], { stroke: '#e7e1d4', 'stroke-width': 4 }, 0.02)
    // palm outside
    // light patch on the floor
    const lp = [[-5.5 + 0.2, 0.01, a + 0.4], [-5.5 + 2.4, 0.01, a + 1.2], [-5.5 + 2.4, 0.01, a + 3.0], [-5.5 + 0.2, 0.01, a + 2.2]]
    Wd.face(lp, '#fff6dc', { 'fill-opacity': 0.35 })
  }
  // whiteboard with a sizing lesson: circuit from panel to loads
  const b = rm.back
  Wd.face(Wd.rectOn(b, 2.2, 0.95, 8.8, 2.65, 0.01), '#aeb5c0')
  Wd.face(Wd.rectOn(b, 2.28, 1.02, 8.72, 2.58, 0.015), '#fbfcfd')
  const P = (a, y) => Wd.at(V.at(b.o, b.u, b.v, a, y))
  const sc = P(5, 2).s
  const pen = (col, wdt = 0.018) => ({ stroke: col, 'stroke-width': sc * wdt, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
  const path = (pts, col, close = false, w) => S.path(pts.map((q, i) => `${i ? 'L' : 'M'}${f(P(q[0], q[1]).x)} ${f(P(q[0], q[1]).y)}`).join('') + (close ? 'Z' : ''), pen(col, w))
  // panel symbol
  path([[2.6, 2.35], [3.4, 2.35], [3.4, 1.85], [2.6, 1.85]], '#2f4fb0', true)
  path([[2.87, 2.35], [2.87, 1.85]], '#2f4fb0')
  path([[3.13, 2.35], [3.13, 1.85]], '#2f4fb0')
  path([[2.6, 2.1], [3.4, 2.1]], '#2f4fb0')
  // arrows and boxes
  path([[3.5, 2.1], [4.0, 2.1]], '#1f2430')
  path([[3.9, 2.16], [4.0, 2.1], [3.9, 2.04]], '#1f2430')
  path([[4.1, 2.35], [4.9, 2.35], [4.9, 1.85], [4.1, 1.85]], '#c4582f', true)
  path([[4.3, 2.0], [4.5, 2.2], [4.7, 2.0]], '#c4582f')
  path([[5.0, 2.1], [5.5, 2.1]], '#1f2430')
  path([[5.4, 2.16], [5.5, 2.1], [5.4, 2.04]], '#1f2430')
  // battery
  path([[5.6, 2.3], [6.4, 2.3], [6.4, 1.9], [5.6, 1.9]], '#2f8f4e', true)
  path([[5.75, 2.3], [5.75, 2.36], [5.95, 2.36], [5.95, 2.3]], '#2f8f4e')
  path([[6.05, 2.3], [6.05, 2.36], [6.25, 2.36], [6.25, 2.3]], '#2f8f4e')
  path([[6.5, 2.1], [7.0, 2.1]], '#1f2430')
  path([[6.9, 2.16], [7.0, 2.1], [6.9, 2.04]], '#1f2430')
  // inverter with sine
  path([[7.1, 2.35], [7.9, 2.35], [7.9, 1.85], [7.1, 1.85]], '#1f2430', true)
  S.path(`M${f(P(7.25, 2.1).x)} ${f(P(7.25, 2.1).y)} Q${f(P(7.4, 2.3).x)} ${f(P(7.4, 2.3).y)} ${f(P(7.5, 2.1).x)} ${f(P(7.5, 2.1).y)} T${f(P(7.75, 2.1).x)} ${f(P(7.75, 2.1).y)}`, pen('#1f2430'))
  // bulb
  S.circle(P(8.3, 2.15).x, P(8.3, 2.15).y, sc * 0.13, pen('#d9a400'))
  path([[8.25, 1.98], [8.35, 1.98]], '#d9a400')
  path([[8.0, 2.1], [8.14, 2.1]], '#1f2430')
  // load table sketch (lines) and bar chart
  for (let k = 0; k < 5; k++) {
    path([[2.6, 1.62 - k * 0.11], [3.0 + rng.range(0.2, 0.6), 1.62 - k * 0.11]], '#1f2430', false, 0.012)
    path([[4.3, 1.62 - k * 0.11], [4.55, 1.62 - k * 0.11]], '#2f4fb0', false, 0.012)
  }
  path([[2.6, 1.08], [4.6, 1.08]], '#c4582f', false, 0.014)
  for (let k = 0; k < 6; k++) {
    const hgt = [0.2, 0.35, 0.5, 0.45, 0.3, 0.15][k]
    const a = 5.4 + k * 0.28
    S.poly([P(a, 1.12), P(a + 0.18, 1.12), P(a + 0.18, 1.12 + hgt), P(a, 1.12 + hgt)].map((q) => [q.x, q.y]), { fill: '#f59f00', 'fill-opacity': 0.8 })
  }
  path([[5.3, 1.1], [7.2, 1.1]], '#1f2430', false, 0.012)
  path([[7.5, 1.65], [8.5, 1.65]], '#1f2430', false, 0.012)
  path([[7.5, 1.5], [8.3, 1.5]], '#1f2430', false, 0.012)
  path([[7.5, 1.35], [8.4, 1.35]], '#2f8f4e', false, 0.012)
  // marker tray
  Wd.face(Wd.rectOn(b, 4.5, 0.9, 6.5, 0.95, 0.06), '#9aa1ad')
  // right wall: demo board with inverter and battery; a poster
  const r = rm.right
  Wd.face(Wd.rectOn(r, 1.2, 1.0, 3.6, 2.5, 0.01), '#d7c6a8')
  Wd.face(Wd.rectOn(r, 1.5, 1.6, 2.2, 2.3, 0.05), '#f4f4f2')
  Wd.face(Wd.rectOn(r, 1.62, 2.0, 2.08, 2.18, 0.06), '#1f2a36')
  Wd.face(Wd.rectOn(r, 2.5, 1.3, 3.3, 1.9, 0.05), '#2f3b4f')
  Wd.face(Wd.rectOn(r, 2.6, 1.75, 3.2, 1.82, 0.06), '#6fd08a')
  Wd.face(Wd.rectOn(r, 5.5, 1.3, 6.6, 2.4, 0.01), '#ffffff')
  Wd.face(Wd.rectOn(r, 5.6, 1.9, 6.5, 2.3, 0.012), '#3a4fb0')
  Wd.face(Wd.rectOn(r, 5.6, 1.4, 6.5, 1.8, 0.012), '#f59f00', { 'fill-opacity': 0.6 })
  // ceiling fans
  ceilingFan(Wd, [-1.5, 3.3, 3.5], 0.3)
  ceilingFan(Wd, [2, 3.3, 7.2], 1.2)
  // trainer at the board
  sprite(Wd, [-4.0, 0, 9.2], person({ skin: SKINS[0], top: '#0f2344', bottom: '#2b3347', logo: true, collar: true, armR: 'point', armL: 'down', hair: 'short', beard: true, glasses: true }))
  // desks and trainees, far to near
  const rows = [7.4, 5.9, 4.4, 2.9]
  for (const z of rows) {
    for (const x of [-4.6, -2.4, 0.3, 2.5]) {
      desk(Wd, x, z, 1.7, 0.6, 0.75, '#c29463')
      // notebook + laptop
      Wd.box([x + 0.2, 0.75, z + 0.15], [x + 0.6, 0.77, z + 0.45], '#ffffff')
      if (rng.chance(0.5)) {
        Wd.box([x + 0.9, 0.75, z + 0.2], [x + 1.3, 0.77, z + 0.48], '#4a5060')
        Wd.face([[x + 0.9, 0.77, z + 0.48], [x + 1.3, 0.77, z + 0.48], [x + 1.3, 1.0, z + 0.55], [x + 0.9, 1.0, z + 0.55]], '#3b4150')
      }
      for (const sx of [x + 0.4, x + 1.25]) {
        if (rng.chance(0.15)) continue
        const female = rng.chance(0.45)
        const seat = Wd.at([sx, 0.8, z - 0.35])
        const cb = Wd.at([sx, 0.5, z - 0.55])
        place(S, seat.x, seat.y, seat.s, seatedBack({ skin: rng.pick(SKINS), top: rng.pick(['#2f6fb0', '#3fa866', '#e8e4da', '#c4582f', '#6b4fa0', '#0f2344', '#f2c230']), hair: female ? rng.pick(['bun', 'braids', 'puff', 'long']) : rng.pick(['fade', 'short', 'afro']), hat: female && rng.chance(0.2) ? rng.pick(['hijab', 'gele']) : null, hatColor: rng.pick(['#1f3a68', '#f59f00', '#3fa866']) }))
        // plastic chair back in front of the lower back
        S.rect(cb.x - cb.s * 0.22, cb.y - cb.s * 0.42, cb.s * 0.44, cb.s * 0.3, { rx: cb.s * 0.05, fill: '#3b4a66' })
        S.rect(cb.x - cb.s * 0.2, cb.y - cb.s * 0.12, cb.s * 0.04, cb.s * 0.12, { fill: '#3b4a66' })
        S.rect(cb.x + cb.s * 0.16, cb.y - cb.s * 0.12, cb.s * 0.04, cb.s * 0.12, { fill: '#3b4a66' })
      }
    }
  }
  vignette(S, 0.22)
  return S.toString()
}

export function batteryRoom() {
  const _rng = makeRng('battery-room')
  const S = new Svg(W, H)
  const C = camera({ pos: [-0.4, 1.5, -1.2], target: [-0.1, 1.35, 4], fov: 70, w: W, h: H })
  const E = environment({ L: [0.6, 0.5, -0.4], sun: '#fff6e4', shadow: '#8088b0', amb: 0.65 })
  const Wd = new World(S, C, E)
  const rm = room(Wd, { x0: -3.2, x1: 3.2, z0: -4, z1: 3.6, h: 3.0, wall: '#eef0ee', back: '#e9ece9', floor: '#bfc3c6', tiles: 0.5, skirting: '#7d8590' })
  const b = rm.back
  const _P = (a, y, off = 0.05) => V.add(V.at(b.o, b.u, b.v, a, y), V.mul(b.n, off))
  // cable tray along the top
  Wd.box([-3.2, 2.45, 3.3], [3.2, 2.55, 3.6], '#a7afba')
  Wd.face([[-3.2, 2.55, 3.3], [3.2, 2.55, 3.3], [3.2, 2.58, 3.3], [-3.2, 2.58, 3.3]], '#8a93a0')
  // hybrid inverter (left), with display and LED
  const inv = (x0, y0, w, h) => {
    Wd.castShadow([], {})
    Wd.box([x0 + 0.03, y0 - 0.03, 3.45], [x0 + w + 0.03, y0 + h - 0.03, 3.6], '#c9ced4')
    Wd.box([x0, y0, 3.42], [x0 + w, y0 + h, 3.6], '#f7f8f8')
    Wd.face([[x0 + 0.12, y0 + h * 0.62, 3.419], [x0 + w - 0.12, y0 + h * 0.62, 3.419], [x0 + w - 0.12, y0 + h * 0.82, 3.419], [x0 + 0.12, y0 + h * 0.82, 3.419]], '#1d2733')
    Wd.face([[x0 + 0.16, y0 + h * 0.66, 3.418], [x0 + w * 0.55, y0 + h * 0.66, 3.418], [x0 + w * 0.55, y0 + h * 0.78, 3.418], [x0 + 0.16, y0 + h * 0.78, 3.418]], '#5fb8e6', { 'fill-opacity': 0.9 })
    const led = Wd.at([x0 + w - 0.2, y0 + h * 0.72, 3.418])
    S.circle(led.x, led.y, led.s * 0.04, { fill: '#3fe07a' })
    S.circle(led.x, led.y, led.s * 0.12, { fill: S.radial([[0, '#3fe07a', 0.6], [1, '#3fe07a', 0]]) })
    Wd.face([[x0, y0 + h * 0.2, 3.419], [x0 + w, y0 + h * 0.2, 3.419], [x0 + w, y0 + h * 0.24, 3.419], [x0, y0 + h * 0.24, 3.419]], '#f59f00')
    const logo = Wd.at([x0 + 0.2, y0 + h * 0.42, 3.418])
    S_sunMark(S, logo.x, logo.y, logo.s * 0.04)
  }
  inv(-2.7, 1.0, 0.75, 1.05)
  // DC isolators and breaker box
  Wd.box([-1.75, 1.35, 3.5], [-1.35, 1.75, 3.6], '#f2f2f0')
  const rs = Wd.at([-1.55, 1.55, 3.49])
  S.circle(rs.x, rs.y, rs.s * 0.08, { fill: '#d9342b' })
  S.rect(rs.x - rs.s * 0.02, rs.y - rs.s * 0.1, rs.s * 0.04, rs.s * 0.2, { fill: '#f2c230' })
  Wd.box([-1.75, 0.85, 3.5], [-1.35, 1.2, 3.6], '#f2f2f0')
  // battery bank: two columns of wall-mounted lithium modules
  const mods = []
  for (let c = 0; c < 3; c++) for (let r = 0; r < 3; r++) mods.push([-0.95 + c * 0.95, 0.25 + r * 0.68])
  for (const [x, y] of mods) {
    Wd.box([x + 0.03, y - 0.03, 3.4], [x + 0.85 + 0.03, y + 0.58 - 0.03, 3.6], '#c4c9cf')
    Wd.box([x, y, 3.38], [x + 0.85, y + 0.58, 3.6], '#f4f5f6')
    Wd.face([[x, y + 0.5, 3.379], [x + 0.85, y + 0.5, 3.379], [x + 0.85, y + 0.58, 3.379], [x, y + 0.58, 3.379]], '#0f2344')
    // state-of-charge LEDs
    for (let k = 0; k < 4; k++) {
      const p = Wd.at([x + 0.1 + k * 0.06, y + 0.3, 3.378])
      S.rect(p.x - p.s * 0.02, p.y - p.s * 0.012, p.s * 0.04, p.s * 0.024, { fill: k < 3 ? '#3fe07a' : '#9aa3ad' })
    }
    const t = Wd.at([x + 0.72, y + 0.28, 3.378])
    S.circle(t.x, t.y, t.s * 0.018, { fill: '#5fb8e6' })
    // terminals
    for (const [dx, col] of [[0.2, '#d9342b'], [0.65, '#1d1f25']]) {
      const p = Wd.at([x + dx, y + 0.1, 3.378])
      S.circle(p.x, p.y, p.s * 0.022, { fill: col })
    }
  }
  // cables down from the tray (conduits)
  const cable = (x, y1, col, w = 0.035) => Wd.pole([x, 2.45, 3.55], [x, y1, 3.55], w, col)
  cable(-2.5, 2.05, '#5d6270', 0.06)
  cable(-2.2, 2.05, '#5d6270', 0.06)
  cable(-1.55, 1.75, '#5d6270', 0.05)
  for (let c = 0; c < 3; c++) {
    cable(-0.8 + c * 0.95, 2.28, '#d9342b', 0.03)
    cable(-0.35 + c * 0.95, 2.28, '#1d1f25', 0.03)
  }
  // busbars between modules
  // vent grille and window on the right wall
  const r = rm.right
  Wd.face(Wd.rectOn(r, 0.6, 1.6, 2.2, 2.6, 0.01), '#dfe3e6')
  const q = Wd.proj(Wd.rectOn(r, 0.7, 1.7, 2.1, 2.5, 0.015))
  if (q) S.add(el.poly(q, { fill: S.linear([[0, '#cfe9f8'], [1, '#f2fafd']], 0, 0, 1, 1) }))
  const louvres = []
  for (let y = 1.78; y < 2.5; y += 0.1) louvres.push([0.7, y, 2.1, y])
  Wd.linesOn(r, louvres, { stroke: '#b8c0c8', 'stroke-width': 3 }, 0.02)
  // light from the window on the floor
  Wd.face([[3.2, 0.01, 1.8], [1.6, 0.01, 1.4], [1.2, 0.01, 2.9], [3.2, 0.01, 3.0]], '#fffbea', { 'fill-opacity': 0.22 })
  Wd.face(Wd.rectOn(r, 3.4, 2.1, 4.2, 2.5, 0.01), '#c9ced4')
  const vg = []
  for (let a = 3.5; a < 4.2; a += 0.08) vg.push([a, 2.15, a, 2.45])
  Wd.linesOn(r, vg, { stroke: '#8f98a3', 'stroke-width': 2 }, 0.015)
  // left wall: safety sign and extinguisher
  const lw = rm.left
  Wd.face(Wd.rectOn(lw, 1.2, 1.5, 3.6, 2.6, 0.01), '#dfe3e6')
  const lq = Wd.proj(Wd.rectOn(lw, 1.3, 1.6, 3.5, 2.5, 0.015))
  if (lq) S.add(el.poly(lq, { fill: S.linear([[0, '#cfe9f8'], [1, '#f2fafd']], 0, 0, 1, 1) }))
  const ll = []
  for (let y = 1.68; y < 2.5; y += 0.1) ll.push([1.3, y, 3.5, y])
  Wd.linesOn(lw, ll, { stroke: '#b8c0c8', 'stroke-width': 3 }, 0.02)
  Wd.face(Wd.rectOn(lw, 5.0, 1.6, 5.5, 2.1, 0.01), '#f2c230')
  const tri = Wd.proj(Wd.rectOn(lw, 5.1, 1.7, 5.4, 2.0, 0.015))
  if (tri) S.poly([[(tri[0][0] + tri[1][0]) / 2, tri[3][1]], tri[0], tri[1]], { fill: '#1d1f25' })
  const ex = Wd.at([2.8, 0, 3.1])
  place(S, ex.x, ex.y, ex.s, `${el.ellipse(0, 0, 14, 4, { fill: '#000', 'fill-opacity': 0.2 })}${el.rect(-10, -55, 20, 55, { rx: 8, fill: '#d9342b' })}${el.rect(-10, -40, 20, 12, { fill: '#f4f4f2' })}${el.path('M-3 -55 L-3 -62 L6 -62 L12 -58', { stroke: '#2a2f38', 'stroke-width': 3, fill: 'none' })}`)
  vignette(S, 0.2)
  return S.toString()
}

export function trainerDemonstration() {
  const rng = makeRng('trainer-demonstration')
  const S = new Svg(W, H)
  const C = camera({ pos: [0.2, 1.7, -1.5], target: [0, 1.3, 4], fov: 58, w: W, h: H })
  const E = environment({ L: [-0.6, 0.5, -0.4], sun: '#fff3d9', shadow: '#7a80a8', amb: 0.6 })
  const Wd = new World(S, C, E)
  const rm = room(Wd, { x0: -5, x1: 5, z0: -3, z1: 5.5, h: 3.6, wall: '#efe6d2', back: '#e8dfca', floor: '#a9a49a', tiles: 0, skirting: '#6d6a63' })
  const b = rm.back
  // pegboard with tools
  Wd.face(Wd.rectOn(b, 0.6, 1.2, 3.6, 2.6, 0.01), '#c9a77a')
  const dots = []
  for (let a = 0.75; a < 3.5; a += 0.15) for (let y = 1.3; y < 2.55; y += 0.15) {
    const p = Wd.at(V.at(b.o, b.u, b.v, a, y))
    dots.push(`M${f(p.x)} ${f(p.y)}h1.5v1.5h-1.5Z`)
  }
  S.path(dots.join(''), { fill: '#8b6d48' })
  const tool = (a, y, d, col) => {
    const p = Wd.at(V.at(b.o, b.u, b.v, a, y))
    place(S, p.x, p.y, p.s, el.path(d, { fill: col }))
  }
  tool(1.0, 2.3, 'M-3 0 L3 0 L3 40 L-3 40 Z M-8 -6 L8 -6 L8 2 L-8 2 Z', '#d9342b')
  tool(1.5, 2.35, 'M-2 0 L2 0 L2 45 L-2 45 Z M-5 45 L5 45 L5 60 L-5 60 Z', '#f2c230')
  tool(2.1, 2.35, 'M-6 0 Q0 -10 6 0 L3 50 L-3 50 Z', '#2f6fb0')
  tool(2.7, 2.3, 'M0 0 a14 14 0 1 0 0.1 0 Z', '#3b3f48')
  tool(3.2, 2.35, 'M-2 0 L2 0 L2 50 L-2 50 Z', '#9aa3b5')
  // panels leaning against the back wall
  const lean = (x) => Wd.solarArray({ o: [x, 0.02, 4.9], u: [1, 0, 0], v: V.norm([0, 1.7, 0.5]) }, { rows: 1, cols: 1, pw: 1.0, ph: 1.7, lift: 0, glow: 0.5, reflect: '#b9cdf0' })
  lean(-4.6)
  lean(-3.5)
  // wall-mounted inverter on the right of the back wall
  Wd.box([2.2, 1.3, 5.3], [2.9, 2.3, 5.5], '#f4f5f6')
  Wd.face([[2.3, 1.95, 5.299], [2.8, 1.95, 5.299], [2.8, 2.15, 5.299], [2.3, 2.15, 5.299]], '#1d2733')
  Wd.box([3.4, 1.4, 5.35], [4.4, 2.0, 5.5], '#2f3b4f')
  // cable reels on a shelf
  Wd.box([3.2, 0.9, 4.7], [4.8, 0.95, 5.5], '#8d6b48')
  for (const [x, col] of [[3.6, '#d9342b'], [4.3, '#1d1f25']]) {
    const p = Wd.at([x, 0.95, 5.0])
    S.circle(p.x, p.y - p.s * 0.22, p.s * 0.22, { fill: col })
    S.circle(p.x, p.y - p.s * 0.22, p.s * 0.08, { fill: '#c9ced6' })
  }
  // trainees behind the bench (front view)
  const tr = (x, z, extra) => sprite(Wd, [x, 0, z], person({ skin: rng.pick(SKINS), top: rng.pick(['#2f6fb0', '#3fa866', '#e8e4da', '#6b4fa0']), bottom: '#2b3347', vest: rng.pick(['orange', 'lime']), hat: 'hardhat', hatColor: rng.pick(['#f7c325', '#ffffff', '#f08a24']), ...extra }))
  tr(-1.5, 3.3, { armL: 'hips', armR: 'down', hair: 'fade' })
  tr(1.55, 3.3, { female: true, hair: 'braids', armL: 'down', armR: 'chin' })
  tr(-2.3, 2.5, { armL: 'down', armR: 'down', hair: 'short', beard: true })
  tr(2.4, 2.6, { armL: 'hips', armR: 'hips', hair: 'short' })
  // trainer behind the bench
  const foot = [0.05, 0, 2.75]
  sprite(Wd, foot, person({ skin: SKINS[0], top: '#0f2344', bottom: '#2b3347', logo: true, collar: true, hat: 'hardhat', hatColor: '#ffffff', armL: [[-26, -112], [-12, -124]], armR: [[26, -112], [12, -121]], beard: true, glasses: true }))
  // workbench
  desk(Wd, -1.6, 1.6, 3.2, 0.9, 0.92, '#b07f4f')
  Wd.box([-1.6, 0.12, 1.62], [1.6, 0.16, 2.48], '#8e6841')
  // items on the bench: multimeter, connectors, cable
  Wd.box([-1.3, 0.92, 1.8], [-1.0, 0.97, 2.0], '#f2c230')
  Wd.box([-1.25, 0.97, 1.83], [-1.05, 0.975, 1.9], '#20303a')
  for (let k = 0; k < 5; k++) Wd.box([0.6 + k * 0.12, 0.92, 1.85], [0.66 + k * 0.12, 0.96, 1.98], '#1d1f25')
  Wd.polyline3([[1.4, 0.93, 2.2], [0.9, 0.93, 2.3], [0.6, 0.93, 2.15], [0.3, 0.95, 2.25]], { stroke: '#d9342b', 'stroke-width': 5 })
  // crimping tool and MC4 connector in the trainer's hands
  const a = Wd.at(foot)
  const k = a.s / 100
  const hand = (hx, hy) => [a.x + hx * k, a.y + hy * k]
  const [lx, ly] = hand(-12, -124)
  const [rx, ry] = hand(12, -121)
  S.add(`<g transform="translate(${f(rx)} ${f(ry)}) rotate(-28) scale(${(k).toFixed(3)})">${el.path('M-3 -4 L3 -4 L6 24 L1 24 Z', { fill: '#c4301f' })}${el.path('M3 -4 L9 -4 L16 22 L11 24 Z', { fill: '#e04a36' })}${el.path('M-4 -4 L10 -4 L9 -15 L-2 -15 Z', { fill: '#9aa4b4' })}${el.circle(3, -8, 2, { fill: '#5d6270' })}</g>`)
  S.add(`<g transform="translate(${f(lx)} ${f(ly)}) rotate(12) scale(${(k).toFixed(3)})">${el.rect(2, -5, 14, 6, { rx: 1.5, fill: '#1d1f25' })}${el.rect(14, -4, 4, 4, { fill: '#5d6270' })}${el.path('M2 -2 Q-10 4 -12 20', { stroke: '#1d1f25', 'stroke-width': 2.4, fill: 'none' })}</g>`)
  S.circle(lx, ly, 4.6 * k, { fill: SKINS[0] })
  S.circle(rx, ry, 4.6 * k, { fill: SKINS[0] })
  // two trainees in front of the bench, seen from behind
  sprite(Wd, [-1.3, 0, 0.75], person({ skin: SKINS[3], top: '#2f6fb0', bottom: '#2b3347', vest: 'lime', hat: 'hardhat', hatColor: '#f7c325', view: 'back', armL: 'down', armR: 'down' }))
  sprite(Wd, [1.35, 0, 0.8], person({ skin: SKINS[1], top: '#6b4fa0', female: true, bottom: '#2b3347', vest: 'orange', hat: 'hardhat', hatColor: '#ffffff', view: 'back', hair: 'bun', armL: 'down', armR: 'down' }))
  // fluorescent light
  Wd.face([[-1.2, 3.58, 2.0], [1.2, 3.58, 2.0], [1.2, 3.58, 2.3], [-1.2, 3.58, 2.3]], '#ffffff')
  vignette(S, 0.22)
  return S.toString()
}

export function energyAuditWalkthrough() {
  const rng = makeRng('energy-audit-walkthrough')
  const S = new Svg(W, H)
  const C = camera({ pos: [0.6, 1.55, -1.2], target: [-0.1, 1.45, 3], fov: 58, w: W, h: H })
  const E = environment({ L: [0.6, 0.5, -0.4], sun: '#fff3d9', shadow: '#7a80a8', amb: 0.62 })
  const Wd = new World(S, C, E)
  const rm = room(Wd, { x0: -3, x1: 3, z0: -3, z1: 2.4, h: 3.0, wall: '#efe3cf', back: '#eadcc4', floor: '#b89a78', tiles: 0.5, skirting: '#7a5a40' })
  const b = rm.back
  // distribution board, door open
  const dx0 = -0.55
  const dx1 = 0.45
  const dy0 = 1.15
  const dy1 = 1.95
  Wd.box([dx0 - 0.03, dy0 - 0.03, 2.22], [dx1 + 0.03, dy1 + 0.03, 2.4], '#8e98a6')
  Wd.face([[dx0, dy0, 2.219], [dx1, dy0, 2.219], [dx1, dy1, 2.219], [dx0, dy1, 2.219]], '#3a4350')
  // rows of breakers
  for (const [y, n] of [[1.6, 10], [1.3, 10]]) {
    Wd.face([[dx0 + 0.05, y + 0.2, 2.215], [dx1 - 0.05, y + 0.2, 2.215], [dx1 - 0.05, y + 0.22, 2.215], [dx0 + 0.05, y + 0.22, 2.215]], '#b9c0c9')
    for (let i = 0; i < n; i++) {
      const x = dx0 + 0.08 + i * 0.085
      Wd.face([[x, y, 2.21], [x + 0.075, y, 2.21], [x + 0.075, y + 0.2, 2.21], [x, y + 0.2, 2.21]], '#f4f5f6')
      Wd.face([[x + 0.025, y + 0.08, 2.205], [x + 0.05, y + 0.08, 2.205], [x + 0.05, y + 0.14, 2.205], [x + 0.025, y + 0.14, 2.205]], i === 0 ? '#d9342b' : '#2a2f38')
    }
  }
  // cables in the board
  for (const [x, col] of [[-0.4, '#d9342b'], [-0.3, '#1d1f25'], [-0.2, '#3fa866'], [0.1, '#d9342b'], [0.2, '#1d1f25']]) Wd.pole([x, dy0 + 0.02, 2.21], [x, dy0 + 0.14, 2.21], 0.025, col)
  // open door on hinges to the right
  const th = (110 * Math.PI) / 180
  const dir = [Math.cos(Math.PI - th), 0, -Math.sin(Math.PI - th)]
  const hx = [dx1 + 0.03, 0, 2.22]
  const d1 = V.add(hx, V.mul([-dir[0] * -1, 0, dir[2]], 1.0))
  Wd.face([[hx[0], dy0 - 0.03, 2.22], [d1[0], dy0 - 0.03, d1[2]], [d1[0], dy1 + 0.03, d1[2]], [hx[0], dy1 + 0.03, 2.22]], Wd.E.lit('#a9b2bf', [0, 0, -1]))
  // conduit up to the ceiling
  Wd.pole([-0.2, dy1 + 0.03, 2.3], [-0.2, 3.0, 2.3], 0.06, '#f2f2f0')
  // window on the left wall and a wall clock / plant
  const lw = rm.left
  Wd.face(Wd.rectOn(lw, 1.8, 0.9, 4.2, 2.5, 0.01), '#e7e1d4')
  const q = Wd.proj(Wd.rectOn(lw, 1.9, 1.0, 4.1, 2.4, 0.015))
  if (q) S.add(el.poly(q, { fill: S.linear([[0, '#bfe3f7'], [1, '#f0f8fb']], 0, 0, 1, 1) }))
  Wd.linesOn(lw, [[3.0, 1.0, 3.0, 2.4]], { stroke: '#e7e1d4', 'stroke-width': 5 }, 0.02)
  const clock = Wd.at(V.at(b.o, b.u, b.v, 4.5, 2.35))
  S.circle(clock.x, clock.y, clock.s * 0.16, { fill: '#ffffff', stroke: '#3b3f48', 'stroke-width': clock.s * 0.02 })
  S.path(`M${f(clock.x)} ${f(clock.y)}L${f(clock.x)} ${f(clock.y - clock.s * 0.1)}M${f(clock.x)} ${f(clock.y)}L${f(clock.x + clock.s * 0.07)} ${f(clock.y)}`, { stroke: '#3b3f48', 'stroke-width': clock.s * 0.015 })
  const pot = Wd.at([2.5, 0, 2.0])
  place(S, pot.x, pot.y, pot.s, `<g transform="translate(0 -36)">${bush(rng, { W: 90, H: 110, green: '#3f8f4f' })}</g>${el.path('M-20 0 L-24 -40 L24 -40 L20 0 Z', { fill: '#c4582f' })}`)
  // engineer from behind, clamp meter on a cable, clipboard in the other hand
  const foot = [-1.05, 0, 1.75]
  sprite(Wd, foot, person({ skin: SKINS[2], top: '#0f2344', bottom: '#2b3347', vest: 'orange', hat: 'hardhat', hatColor: '#ffffff', view: 'back', sleeves: 'long', armR: [[34, -146], [50, -152]], armL: [[-26, -118], [-18, -126]], logo: false }))
  const a = Wd.at(foot)
  const k = a.s / 100
  const mx = a.x + 50 * k
  const my = a.y - 152 * k
  S.add(`<g transform="translate(${f(mx)} ${f(my)}) scale(${k.toFixed(3)})">${el.rect(-5, -2, 11, 19, { rx: 2, fill: '#f2c230' })}${el.rect(-3.3, 1, 7.6, 5, { fill: '#20303a' })}${el.path('M-5 -2 C-7 -15 8 -15 6 -2 L3.6 -2 C5 -11 -4 -11 -2.6 -2 Z', { fill: '#2a2f38' })}</g>`)
  S.circle(mx, my + 6 * k, 4.6 * k, { fill: SKINS[2] })
  // homeowner watching on the right
  sprite(Wd, [1.35, 0, 1.95], person({ skin: SKINS[4], top: '#c4582f', female: true, skirt: '#0f2344', hat: 'gele', hatColor: '#f59f00', armL: 'hold', armR: 'hold' }))
  vignette(S, 0.22)
  return S.toString()
}

export function customHybridCabinet() {
  const rng = makeRng('custom-hybrid-cabinet')
  const S = new Svg(W, H)
  const C = camera({ pos: [-2.0, 1.75, -5.0], target: [0.1, 1.15, 0.5], fov: 50, w: W, h: H })
  const E = environment({ L: [-0.5, 0.8, -0.4], sun: '#fff1cc', shadow: '#5866a0', amb: 0.48, shadowAlpha: 0.25 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  S.rect(0, 0, W, H, { fill: S.linear([[0, '#5aa3e0'], [1, '#d9eef8']], 0, 0, 0, hy, true) })
  // compound wall behind, palm and plants
  Wd.box([-6, 0, 1.6], [6, 2.6, 1.8], '#efe3cc')
  Wd.box([-6.05, 2.6, 1.55], [6.05, 2.72, 1.85], '#8c4a2c')
  sprite(Wd, [3.4, 0, 3.5], palm(rng, { H: 950, lean: -0.12 }))
  sprite(Wd, [-3.2, 0, 3.2], leafyTree(rng, { H: 700, W: 700 }))
  groundPoly(Wd, [[-6, -5], [6, -5], [6, 1.6], [-6, 1.6]], '#93b36a')
  groundPoly(Wd, [[-1.6, -1.2], [1.6, -1.2], [1.6, 1.2], [-1.6, 1.2]], '#c9c4b8')
  sprite(Wd, [-2.2, 0, 1.3], bush(rng, { W: 160, H: 90, flowers: '#e2465d' }))
  sprite(Wd, [2.3, 0, 1.2], bush(rng, { W: 170, H: 90 }))
  // cabinet
  const x0 = -0.9
  const x1 = 0.9
  const y0 = 0.25
  const y1 = 2.1
  const z0 = 0
  const z1 = 0.7
  Wd.castShadow([[x0, y1, z0], [x1, y1, z0], [x0, y1, z1], [x1, y1, z1], [x0, 0, z0], [x1, 0, z1]], { alpha: 0.28 })
  Wd.box([x0 - 0.1, 0, z0 - 0.1], [x1 + 0.1, y0, z1 + 0.1], '#b9b4a8')
  const body = '#dfe3e6'
  Wd.box([x0, y0, z0], [x1, y1, z1], body, { top: '#d3d8dc' })
  // the open front: interior back panel and right inner wall
  const t = 0.035
  Wd.face([[x0 + t, y0 + t, z1 - t], [x1 - t, y0 + t, z1 - t], [x1 - t, y1 - t, z1 - t], [x0 + t, y1 - t, z1 - t]], '#c7cdd3')
  Wd.face([[x1 - t, y0 + t, z0], [x1 - t, y0 + t, z1 - t], [x1 - t, y1 - t, z1 - t], [x1 - t, y1 - t, z0]], '#aab2bb')
  Wd.face([[x0 + t, y1 - t, z0], [x1 - t, y1 - t, z0], [x1 - t, y1 - t, z1 - t], [x0 + t, y1 - t, z1 - t]], '#9ea6af')
  Wd.face([[x0 + t, y0 + t, z0], [x1 - t, y0 + t, z0], [x1 - t, y0 + t, z1 - t], [x0 + t, y0 + t, z1 - t]], '#b7bec6')
  // contents: two inverters, DIN rail with breakers, three battery modules
  const inv = (xa) => {
    Wd.box([xa, 1.35, 0.45], [xa + 0.7, 1.95, 0.66], '#f6f7f7')
    Wd.face([[xa + 0.1, 1.72, 0.449], [xa + 0.45, 1.72, 0.449], [xa + 0.45, 1.85, 0.449], [xa + 0.1, 1.85, 0.449]], '#1d2733')
    Wd.face([[xa + 0.13, 1.75, 0.448], [xa + 0.32, 1.75, 0.448], [xa + 0.32, 1.82, 0.448], [xa + 0.13, 1.82, 0.448]], '#5fb8e6')
    const led = Wd.at([xa + 0.58, 1.78, 0.448])
    S.circle(led.x, led.y, led.s * 0.018, { fill: '#3fe07a' })
    Wd.face([[xa, 1.45, 0.449], [xa + 0.7, 1.45, 0.449], [xa + 0.7, 1.47, 0.449], [xa, 1.47, 0.449]], '#f59f00')
  }
  inv(-0.8)
  inv(0.05)
  Wd.face([[-0.82, 1.12, 0.6], [0.82, 1.12, 0.6], [0.82, 1.16, 0.6], [-0.82, 1.16, 0.6]], '#9aa3ad')
  for (let i = 0; i < 12; i++) {
    const x = -0.78 + i * 0.13
    Wd.box([x, 1.02, 0.5], [x + 0.11, 1.26, 0.62], i < 2 ? '#f2c230' : '#f4f5f6')
    Wd.face([[x + 0.035, 1.12, 0.499], [x + 0.075, 1.12, 0.499], [x + 0.075, 1.17, 0.499], [x + 0.035, 1.17, 0.499]], i < 2 ? '#d9342b' : '#2a2f38')
  }
  for (let i = 0; i < 3; i++) {
    const x = -0.8 + i * 0.54
    Wd.box([x, 0.32, 0.3], [x + 0.5, 0.88, 0.66], '#f2f3f4')
    Wd.face([[x, 0.8, 0.299], [x + 0.5, 0.8, 0.299], [x + 0.5, 0.88, 0.299], [x, 0.88, 0.299]], '#0f2344')
    for (let kk = 0; kk < 4; kk++) {
      const p = Wd.at([x + 0.08 + kk * 0.05, 0.62, 0.298])
      S.rect(p.x - p.s * 0.015, p.y - p.s * 0.01, p.s * 0.03, p.s * 0.02, { fill: kk < 3 ? '#3fe07a' : '#9aa3ad' })
    }
  }
  // cables
  for (const [x, col] of [[-0.6, '#d9342b'], [-0.5, '#1d1f25'], [0.25, '#d9342b'], [0.35, '#1d1f25']]) Wd.polyline3([[x, 1.35, 0.6], [x, 1.28, 0.62], [x + 0.05, 0.9, 0.62], [x + 0.05, 0.88, 0.5]], { stroke: col, 'stroke-width': 4 })
  // doors swung open
  const door = (hinge, sign, ang) => {
    const a = (ang * Math.PI) / 180
    const dir = [sign * Math.cos(a), 0, -Math.sin(a)]
    const far = V.add(hinge, V.mul(dir, (x1 - x0) / 2))
    const q = [[hinge[0], y0 + 0.01, hinge[2]], [far[0], y0 + 0.01, far[2]], [far[0], y1 - 0.01, far[2]], [hinge[0], y1 - 0.01, hinge[2]]]
    Wd.shaded(q, '#d4d9de', { cull: false })
    // schematic sticker on the inner face of the left door
    if (sign < 0) {
      const st = q.map((p, _i) => V.lerp(p, V.lerp(q[0], q[2], 0.5), 0.45))
      Wd.face(st, '#ffffff')
      const c = Wd.at(V.lerp(q[0], q[2], 0.5))
      S.path(`M${f(c.x - c.s * 0.12)} ${f(c.y - c.s * 0.15)}h${f(c.s * 0.16)}M${f(c.x - c.s * 0.12)} ${f(c.y - c.s * 0.05)}h${f(c.s * 0.2)}M${f(c.x - c.s * 0.12)} ${f(c.y + c.s * 0.05)}h${f(c.s * 0.12)}`, { stroke: '#2f4fb0', 'stroke-width': c.s * 0.012 })
    }
  }
  door([x0, 0, z0], -1, 62)
  door([x1, 0, z0], 1, 70)
  vignette(S, 0.2)
  return S.toString()
}
