// Street, yard and on-roof scenes.
import { Svg, el } from '../svg.mjs'
import { makeRng, mix, lerp, f } from '../util.mjs'
import { camera, environment, World, V } from '../three.mjs'
import { W, H, sky, sun, clouds, treeline, ground, vignette, haze, skyline, building, car, compoundWall, groundPoly, sprite, stars, S_sunMark } from '../kit.mjs'
import { palm, leafyTree, person, jerrycan, place } from '../sprites.mjs'
import { paving } from './homes.mjs'

const SKINS = ['#4a2c1d', '#5c3a27', '#6e4631', '#7f5238', '#8f5e3f', '#3d2418', '#663f2a']

/** Sagging wire between two 3D points. */
function wire(Wd, a, b, sag, attrs) {
  const pts = []
  for (let i = 0; i <= 16; i++) {
    const t = i / 16
    const p = V.lerp(a, b, t)
    p[1] -= sag * 4 * t * (1 - t)
    pts.push(p)
  }
  Wd.polyline3(pts, attrs)
}

export function warriEstateStreetlights() {
  const rng = makeRng('warri-estate-streetlights')
  const S = new Svg(W, H)
  const C = camera({ pos: [-0.8, 1.7, -6], target: [0.6, 2.4, 40], fov: 58, w: W, h: H })
  const E = environment({ L: [0.3, 0.6, 0.5], sun: '#9fb2e8', shadow: '#0c1838', amb: 0.3, shadowAlpha: 0 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'night', 0, hy + 30)
  stars(S, rng, 140, hy - 40)
  // moon
  S.circle(1250, 150, 120, { fill: S.radial([[0, '#dfe8ff', 0.35], [1, '#dfe8ff', 0]]) })
  S.circle(1250, 150, 30, { fill: '#f4f1e2' })
  S.circle(1262, 142, 27, { fill: '#0f2346', 'fill-opacity': 0.0 })
  treeline(S, rng, hy + 4, '#0c1a33', { density: 30, palms: 10, height: 50, bottom: H })
  ground(S, hy + 4, [[0, '#121d33'], [1, '#1b2740']])
  // road, kerbs and walkways
  groundPoly(Wd, [[-3.6, -6], [3.6, -6], [3.6, 160], [-3.6, 160]], '#242c3d')
  groundPoly(Wd, [[-5.4, -6], [-3.6, -6], [-3.6, 160], [-5.4, 160]], '#3a4356')
  groundPoly(Wd, [[3.6, -6], [5.4, -6], [5.4, 160], [3.6, 160]], '#3a4356')
  for (let z = -2; z < 160; z += 6) Wd.face([[-0.08, 0.01, z], [0.08, 0.01, z], [0.08, 0.01, z + 3], [-0.08, 0.01, z + 3]], '#c9c3a8', { 'fill-opacity': 0.6 })
  // houses behind compound walls, far to near on both sides
  const lots = []
  for (let z = 150; z >= -4; z -= 16) {
    lots.push({ side: -1, z: z + rng.range(-2, 2) })
    lots.push({ side: 1, z: z + 8 + rng.range(-2, 2) })
  }
  lots.sort((a, b) => b.z - a.z)
  const lights = []
  for (let z = 10; z < 150; z += 22) lights.push({ x: 0, z, side: 1 }, { x: 0, z: z + 11, side: -1 })
  const drawLight = (lt) => {
    const px = lt.side * 5.0
    const top = [px, 7, lt.z]
    const head = [lt.side * 3.4, 6.9, lt.z]
    // light pool on the road
    const g = Wd.at([lt.side * 2.8, 0, lt.z])
    S.ellipse(g.x, g.y, g.s * 6, g.s * 2.2, { fill: S.radial([[0, '#ffe9b0', 0.55], [0.5, '#ffd98a', 0.22], [1, '#ffd98a', 0]]) })
    // cone
    const h1 = Wd.at(head)
    const l1 = Wd.at([lt.side * 3.4 - 2.6, 0, lt.z])
    const l2 = Wd.at([lt.side * 3.4 + 2.6, 0, lt.z])
    S.poly([[h1.x - h1.s * 0.3, h1.y], [h1.x + h1.s * 0.3, h1.y], [l2.x, l2.y], [l1.x, l1.y]], { fill: S.linear([[0, '#fff2c8', 0.28], [1, '#fff2c8', 0]], 0, 0, 0, 1), 'fill-opacity': 1 })
    Wd.pole([px, 0, lt.z], top, 0.16, '#5d6780')
    Wd.pole(top, [lt.side * 3.3, 6.95, lt.z], 0.08, '#5d6780')
    // luminaire
    const a = Wd.at(head)
    S.rect(a.x - a.s * 0.45, a.y - a.s * 0.1, a.s * 0.9, a.s * 0.16, { rx: a.s * 0.05, fill: '#3a4358' })
    S.rect(a.x - a.s * 0.38, a.y + a.s * 0.04, a.s * 0.76, a.s * 0.06, { fill: '#fff7dc' })
    S.circle(a.x, a.y + a.s * 0.1, a.s * 1.3, { fill: S.radial([[0, '#fff3cf', 0.7], [1, '#fff3cf', 0]]) })
    // small panel on top
    const tr = (25 * Math.PI) / 180
    Wd.solarArray({ o: [px - 0.5, 7.15, lt.z - 0.4], u: [1, 0, 0], v: [0, Math.sin(tr), -Math.cos(tr) * lt.side * 0 - Math.cos(tr)] }, { rows: 1, cols: 1, pw: 1.0, ph: 0.7, lift: 0, glow: 0.1, reflect: '#3a4a7a', cellsX: 4, cellsY: 3 })
  }
  let li = lights.length - 1
  lights.sort((a, b) => b.z - a.z)
  li = 0
  for (const lot of lots) {
    while (li < lights.length && lights[li].z > lot.z + 8) drawLight(lights[li++])
    const s = lot.side
    const wx = s * 5.6
    const z0 = lot.z
    const x0 = s < 0 ? -19 : 8
    const x1 = s < 0 ? -8 : 19
    const twoStorey = rng.chance(0.5)
    const wall = rng.pick(['#cfc3ad', '#c9c0b2', '#d6c9b1'])
    building(Wd, {
      x0, x1, z0: z0 + 1, z1: z0 + 11, h: twoStorey ? 6.2 : 3.4, wall, lit: 1, shadow: false,
      windows: [{ face: s < 0 ? 'right' : 'left', a: 2, b: twoStorey ? 4 : 1, w: 1.4, h: 1.3, opts: { curtain: '#b65f3c' } }, { face: s < 0 ? 'right' : 'left', a: 6, b: twoStorey ? 4 : 1, w: 1.4, h: 1.3 }],
      roof: { type: 'hip', pitch: 25, overhang: 0.6, color: rng.pick(['#5a2e2a', '#3b3f52', '#4a2f2a']), texture: 'steptile', fascia: '#c9c0b2', lines: false },
    })
    // compound wall along the road with a gate
    const wc = rng.pick(['#b7ab96', '#c2b7a3', '#a9a08f'])
    compoundWall(Wd, [[wx, z0 + 15.5], [wx, z0]], { color: wc, coping: '#5a4a44', h: 2.1, gate: { seg: 0, at: 9, w: 3.6, color: '#20283a' } })
    if (rng.chance(0.6)) sprite(Wd, [wx + s * 2, 0, z0 + rng.range(2, 12)], palm(rng, { H: rng.range(800, 1100), frond: '#1c3b3a', trunk: '#2f2f3d' }))
  }
  while (li < lights.length) drawLight(lights[li++])
  vignette(S, 0.35, '#02060f')
  return S.toString()
}

export function gridPowerLines() {
  const rng = makeRng('grid-power-lines')
  const S = new Svg(W, H)
  const C = camera({ pos: [1.2, 1.6, -4], target: [-1.5, 4.5, 40], fov: 60, w: W, h: H })
  const E = environment({ L: [-0.6, 0.25, 0.75], sun: '#ffb46b', shadow: '#3c3f78', amb: 0.5, shadowAlpha: 0.12 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'dusk', -200, hy + 30)
  sun(S, 700, hy - 20, 40, { core: '#ffe2a0', glow: '#ff9a3c', glowR: 8, alpha: 0.65 })
  clouds(S, rng, 4, { yMin: 140, yMax: hy - 120, opacity: 0.55, color: '#e69a86', shadow: '#9a5e80', wMin: 240, wMax: 420 })
  skyline(S, rng, hy + 6, '#4a4670', { minH: 20, maxH: 70, towers: 1 })
  ground(S, hy + 6, [[0, '#4c4560'], [1, '#6d5e66']])
  groundPoly(Wd, [[-4, -6], [4, -6], [4, 200], [-4, 200]], '#4e4b5c')
  groundPoly(Wd, [[-6.5, -6], [-4, -6], [-4, 200], [-6.5, 200]], '#9b7c6c')
  groundPoly(Wd, [[4, -6], [6.5, -6], [6.5, 200], [4, 200]], '#9b7c6c')
  // shop buildings on both sides, far to near
  const blocks = []
  for (let z = 190; z >= -6; z -= 12) {
    blocks.push({ side: -1, z: z + rng.range(-1, 1), w: rng.range(9, 12) })
    blocks.push({ side: 1, z: z + 5 + rng.range(-1, 1), w: rng.range(9, 12) })
  }
  const poles = []
  for (let z = 0; z < 200; z += 26) poles.push(z)
  const drawPole = (z) => {
    const x = -4.6
    Wd.pole([x, 0, z], [x, 9.5, z], 0.3, '#8d8a8c')
    Wd.pole([x - 1.6, 8.9, z], [x + 1.6, 8.9, z], 0.12, '#6d6a70')
    for (const dx of [-1.4, -0.5, 0.5, 1.4]) {
      const p = Wd.at([x + dx, 9.0, z])
      S.rect(p.x - p.s * 0.05, p.y - p.s * 0.18, p.s * 0.1, p.s * 0.2, { fill: '#d9d2c4' })
    }
    if (Math.round(z) === 52) {
      // transformer
      const t = Wd.at([x + 0.45, 6.8, z])
      S.rect(t.x - t.s * 0.4, t.y - t.s * 0.7, t.s * 0.8, t.s * 1.2, { rx: t.s * 0.1, fill: '#6e7587' })
      S.rect(t.x - t.s * 0.45, t.y - t.s * 0.75, t.s * 0.9, t.s * 0.12, { fill: '#59607a' })
    }
  }
  const drawWires = (za, zb) => {
    for (const dx of [-1.4, -0.5, 0.5, 1.4]) wire(Wd, [-4.6 + dx, 9.15, za], [-4.6 + dx, 9.15, zb], 0.9 + Math.abs(dx) * 0.2, { stroke: '#1e1c2e', 'stroke-width': 1.4 })
    // service drops to the buildings
    wire(Wd, [-4.6 - 1.4, 9.1, za], [-7.2, 5.8, za + 6], 0.4, { stroke: '#1e1c2e', 'stroke-width': 1 })
    wire(Wd, [-4.6 + 1.4, 9.1, za], [7.2, 5.4, za + 10], 1.0, { stroke: '#1e1c2e', 'stroke-width': 1 })
  }
  blocks.sort((a, b) => b.z - a.z)
  const awn = ['#2f6fb0', '#c4582f', '#3fa866', '#f59f00', '#b8332b', '#6b4fa0']
  let pi = poles.length - 1
  for (const b of blocks) {
    while (pi >= 0 && poles[pi] > b.z + 4) {
      drawPole(poles[pi])
      if (pi + 1 < poles.length) drawWires(poles[pi], poles[pi + 1])
      pi--
    }
    const s = b.side
    const x0 = s < 0 ? -6.5 - b.w : 6.5
    const x1 = s < 0 ? -6.5 : 6.5 + b.w
    const h = rng.pick([6.4, 6.4, 9.6, 3.6])
    const wall = rng.pick(['#d9c6a8', '#cdb9a0', '#e0cfb4', '#c7b7a6', '#d7bfa8'])
    const face = s < 0 ? 'right' : 'left'
    building(Wd, {
      x0, x1, z0: b.z, z1: b.z + 11.5, h, wall, roof: null, parapet: { h: 0.6 }, shadow: false,
      windows: h > 4 ? [{ face, a: 1.5, b: 4, w: 1.4, h: 1.3, opts: { lit: rng.chance(0.5) ? 1 : 0 } }, { face, a: 5, b: 4, w: 1.4, h: 1.3, opts: { lit: rng.chance(0.5) ? 1 : 0 } }, { face, a: 8.5, b: 4, w: 1.4, h: 1.3 }] : [],
      decorate: (faces) => {
        const fc = faces[face]
        if (!fc) return
        // shop shutters and signboard
        for (const a of [0.8, 6]) {
          Wd.face(Wd.rectOn(fc, a, 0, a + 4.2, 2.6, 0.02), Wd.E.lit(rng.chance(0.5) ? '#8e96a3' : '#f2c46b', fc.n))
        }
        Wd.face(Wd.rectOn(fc, 0.4, 2.9, fc.w - 0.4, 3.6, 0.05), Wd.E.lit(rng.pick(awn), fc.n))
      },
    })
    // awning
    const ax = s < 0 ? -6.5 : 6.5
    Wd.face([[ax, 2.8, b.z + 0.6], [ax + s * -1.4, 2.4, b.z + 0.6], [ax + s * -1.4, 2.4, b.z + 10.8], [ax, 2.8, b.z + 10.8]], Wd.E.lit(rng.pick(awn), [0, 1, 0]))
  }
  while (pi >= 0) {
    drawPole(poles[pi])
    if (pi + 1 < poles.length) drawWires(poles[pi], poles[pi + 1])
    pi--
  }
  // a couple of people and a keke at street level
  sprite(Wd, [3.2, 0, 8], person({ skin: SKINS[1], top: '#f59f00', bottom: '#2b3347', legs: 'walk', hair: 'fade' }))
  sprite(Wd, [-3.4, 0, 14], person({ skin: SKINS[3], top: '#6b4fa0', female: true, skirt: '#3fa866', hat: 'gele', hatColor: '#3fa866', legs: 'walk' }))
  car(Wd, { x: 1.6, z: 22, along: 'z', color: '#f2c230', length: 2.8, width: 1.3, van: true })
  vignette(S, 0.3)
  return S.toString()
}

export function dieselGeneratorYard() {
  const rng = makeRng('diesel-generator-yard')
  const S = new Svg(W, H)
  const C = camera({ pos: [-5.5, 2.1, -9.5], target: [0.5, 1.5, 2], fov: 56, w: W, h: H })
  const E = environment({ L: [-0.5, 0.8, -0.35], sun: '#fff0c8', shadow: '#5a64a0', amb: 0.45, shadowAlpha: 0.28 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'day', 0, hy + 20)
  clouds(S, rng, 4, { yMin: 60, yMax: hy * 0.5 })
  skyline(S, rng, hy + 4, '#b3bccb', { minH: 30, maxH: 90, towers: 2 })
  ground(S, hy + 4, [[0, '#bfb29a'], [1, '#a8987c']])
  groundPoly(Wd, [[-20, -14], [20, -14], [20, 14], [-20, 14]], '#b9a98d')
  groundPoly(Wd, [[-3.5, -1.5], [4.5, -1.5], [4.5, 3], [-3.5, 3]], '#cfcac0')
  // the shop behind
  building(Wd, {
    x0: -12, x1: 12, z0: 5, z1: 14, h: 4.2, wall: '#e9d9bd', roof: null, parapet: { h: 0.7, color: '#e9d9bd' }, shadow: false,
    decorate: (faces) => {
      const fc = faces.front
      for (const a of [1.5, 7.5, 13.5]) {
        Wd.face(Wd.rectOn(fc, a, 0, a + 4.8, 3.0, 0.02), Wd.E.lit('#9aa3ae', fc.n))
        const segs = []
        for (let y = 0.15; y < 3; y += 0.15) segs.push([a, y, a + 4.8, y])
        Wd.linesOn(fc, segs, { stroke: '#7e8792', 'stroke-width': 0.8 })
      }
      Wd.window(fc, 19.5, 1.0, 1.6, 1.4, { bars: true })
      Wd.face(Wd.rectOn(fc, 1.2, 3.25, 22.8, 4.0, 0.05), Wd.E.lit('#c4582f', fc.n))
    },
  })
  // awning
  Wd.face([[-12, 3.1, 5], [12, 3.1, 5], [12, 2.7, 3.6], [-12, 2.7, 3.6]], Wd.E.lit('#2f6fb0', [0, 1, -0.3]))
  sprite(Wd, [14, 0, 10], palm(rng, { H: 1000 }))
  // the generator on its pad
  const gx0 = -2.6
  const gx1 = 1.4
  const gz0 = -0.6
  const gz1 = 1.0
  Wd.castShadow([[gx0, 0, gz0], [gx1, 0, gz0], [gx0, 1.85, gz1], [gx1, 1.85, gz1], [gx0, 1.85, gz0], [gx1, 1.85, gz0], [gx1, 0, gz1]], { alpha: 0.3 })
  Wd.box([gx0 - 0.1, 0, gz0 - 0.1], [gx1 + 0.1, 0.18, gz1 + 0.1], '#4a4f5a')
  const g = Wd.box([gx0, 0.18, gz0], [gx1, 1.85, gz1], '#2f7d4f', { top: '#2b7148' })
  if (g.front) {
    // doors, louvres, control panel window
    const fc = g.front
    const segs = []
    for (let a = 0.3; a < 1.4; a += 0.1) segs.push([a, 0.4, a, 1.3])
    for (let a = 2.6; a < 3.7; a += 0.1) segs.push([a, 0.4, a, 1.3])
    Wd.linesOn(fc, segs, { stroke: '#1f5535', 'stroke-width': 2 })
    Wd.face(Wd.rectOn(fc, 1.6, 0.9, 2.4, 1.45, 0.02), '#1e2a36')
    Wd.face(Wd.rectOn(fc, 1.68, 1.0, 2.05, 1.3, 0.03), '#6fd08a')
    Wd.face(Wd.rectOn(fc, 2.12, 1.16, 2.3, 1.3, 0.03), '#f2c230')
    Wd.face(Wd.rectOn(fc, 0, 1.7, 4.0, 1.78, 0.02), '#f2c230')
    Wd.linesOn(fc, [[1.5, 0.25, 1.5, 1.6], [2.5, 0.25, 2.5, 1.6]], { stroke: '#1f5535', 'stroke-width': 2 })
  }
  if (g.left) {
    const segs = []
    for (let a = 0.2; a < 1.5; a += 0.1) segs.push([a, 0.5, a, 1.4])
    Wd.linesOn(g.left, segs, { stroke: '#1f5535', 'stroke-width': 2 })
  }
  // exhaust with smoke
  Wd.pole([1.0, 1.85, 0.6], [1.0, 2.6, 0.6], 0.14, '#3b3f48')
  const ex = Wd.at([1.0, 2.65, 0.6])
  for (let i = 0; i < 7; i++) S.circle(ex.x + i * 16 + rng.range(-6, 6), ex.y - i * 26 - 10, 14 + i * 9, { fill: '#5d6270', 'fill-opacity': 0.22 - i * 0.025 })
  // cable from generator into the shop
  Wd.polyline3([[1.4, 0.5, 0.8], [2.5, 0.05, 1.5], [5, 0.05, 3.5], [6, 1.5, 5]], { stroke: '#1c1c22', 'stroke-width': 3 })
  // jerrycans lined up in front
  const colors = ['#f2c230', '#f2c230', '#2f8f4e', '#f2c230', '#2f6fb0', '#f2c230', '#2f8f4e']
  for (let i = colors.length - 1; i >= 0; i--) {
    const p = Wd.at([-3.1 + i * 0.62, 0, -1.5 - (i % 2) * 0.12])
    place(S, p.x, p.y, p.s, el.ellipse(0, 0, 22, 5, { fill: '#141b33', 'fill-opacity': 0.3 }) + jerrycan(colors[i]))
  }
  // a funnel and a drum
  const d = Wd.at([3.2, 0, -0.8])
  place(S, d.x, d.y, d.s, `${el.ellipse(0, 0, 34, 7, { fill: '#141b33', 'fill-opacity': 0.3 })}${el.rect(-30, -88, 60, 88, { fill: '#2f5fa0' })}${el.rect(-30, -88, 60, 88, { fill: S.linear([[0, '#000', 0], [0.7, '#000', 0], [1, '#000', 0.3]], 0, 0, 1, 0) })}${el.ellipse(0, -88, 30, 6, { fill: '#3b6fb3' })}${el.rect(-30, -60, 60, 4, { fill: '#24508a' })}${el.rect(-30, -28, 60, 4, { fill: '#24508a' })}`)
  sprite(Wd, [5.5, 0, 2.5], person({ skin: SKINS[2], top: '#c4582f', bottom: '#2b3347', hair: 'short', armL: 'hips', armR: 'hips' }))
  vignette(S, 0.2)
  return S.toString()
}

/** The SunHarvest training centre building (single storey, hip roof, sign with the sun mark). */
export function trainingCentre(Wd, { x0 = -12, x1 = 12, z0 = 8, z1 = 17, panels = true } = {}) {
  return building(Wd, {
    x0, x1, z0, z1, h: 3.8, wall: '#f5efe2', plinth: '#0f2344', band: { at: [3.0], h: 0.25, color: '#f59f00' },
    windows: [1.2, 4.0, 15.5, 18.5, 21].filter((a) => a < x1 - x0 - 2).map((a) => ({ face: 'front', a, b: 1.0, w: 1.8, h: 1.5, opts: { bars: false, panes: 3 } })),
    doors: [{ face: 'front', a: (x1 - x0) / 2 - 1.2, w: 2.4, h: 2.5, opts: { color: '#2f5d8f' } }],
    roof: { type: 'hip', pitch: 22, overhang: 0.7, color: '#2d3f5e', texture: 'longspan', fascia: '#f5efe2' },
    panels: panels ? { rows: 2, glow: 0.7, reflect: '#c9dcff' } : null,
    decorate: (faces) => {
      const fc = faces.front
      if (!fc) return
      const mid = (x1 - x0) / 2
      const sgn = Wd.proj(Wd.rectOn(fc, mid - 2.2, 2.75, mid + 2.2, 3.55, 0.06))
      if (sgn) Wd.S.add(el.poly(sgn, { fill: '#0f2344' }))
      const c = Wd.at(V.at(fc.o, fc.u, fc.v, mid - 1.6, 3.15))
      S_sunMark(Wd.S, c.x, c.y, c.s * 0.17)
      Wd.linesOn(fc, [[mid - 1.0, 3.28, mid + 1.8, 3.28], [mid - 1.0, 3.02, mid + 1.1, 3.02]], { stroke: '#ffffff', 'stroke-width': c.s * 0.1, 'stroke-linecap': 'round' }, 0.08)
    },
  })
}

const trainee = (rng, extra = {}) => {
  const female = rng.chance(0.4)
  return {
    skin: rng.pick(SKINS), top: rng.pick(['#2f6fb0', '#0f2344', '#3fa866', '#e8e4da', '#6b4fa0']), bottom: rng.pick(['#2b3347', '#1f2638', '#4a4f5e']),
    vest: rng.pick(['orange', 'lime']), hat: 'hardhat', hatColor: rng.pick(['#f7c325', '#ffffff', '#f7c325', '#f08a24']), female, hair: female ? 'bun' : 'fade', ...extra,
  }
}

export function handsOnRooftopPractice() {
  const rng = makeRng('hands-on-rooftop-practice')
  const S = new Svg(W, H)
  const C = camera({ pos: [-4.5, 2.4, -9.5], target: [0.5, 2.3, 2], fov: 56, w: W, h: H })
  const E = environment({ L: [-0.5, 0.8, -0.35], sun: '#fff1cc', shadow: '#5866a0', amb: 0.45, shadowAlpha: 0.25 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'morning', 0, hy + 20)
  sun(S, 240, 120, 40, { glowR: 6, alpha: 0.5 })
  clouds(S, rng, 5, { yMin: 60, yMax: hy * 0.5 })
  treeline(S, rng, hy + 6, '#79a07a', { density: 30, palms: 8, bottom: H })
  ground(S, hy + 6, [[0, '#cdb58c'], [1, '#c2a377']])
  groundPoly(Wd, [[-30, -20], [30, -20], [30, 30], [-30, 30]], '#cfb488')
  groundPoly(Wd, [[-6, -3], [7, -3], [7, 5.5], [-6, 5.5]], '#c9c2b3')
  trainingCentre(Wd, { x0: -16, x1: 8, z0: 16, z1: 24 })
  sprite(Wd, [13, 0, 14], palm(rng, { H: 1100 }))
  sprite(Wd, [-18, 0, 16], leafyTree(rng, { H: 800, W: 760 }))
  // practice roof rig: steel posts and a pitched metal deck, low edge towards us
  const x0 = -4.5
  const x1 = 5.5
  const zl = 0
  const zh = 3.6
  const yl = 2.1
  const yh = 3.5
  for (const x of [x0 + 0.2, (x0 + x1) / 2, x1 - 0.2]) {
    Wd.pole([x, 0, zh], [x, yh, zh], 0.14, '#7a8396')
    Wd.pole([x, 0, zl + 0.2], [x, yl, zl + 0.2], 0.14, '#8a93a6')
  }
  Wd.castShadow([[x0, yl, zl], [x1, yl, zl], [x1, yh, zh], [x0, yh, zh]], { alpha: 0.25 })
  const deck = [[x0, yl, zl], [x1, yl, zl], [x1, yh, zh], [x0, yh, zh]]
  Wd.shaded(deck, '#9aa6b4', { cull: false })
  Wd.roofTexture(deck, V.norm([0, zh - zl, -(yh - yl)]), '#9aa6b4', 'longspan')
  Wd.face([[x0, yl, zl], [x1, yl, zl], [x1, yl - 0.18, zl], [x0, yl - 0.18, zl]], '#eef1f4')
  const vUp = V.norm([0, yh - yl, zh - zl])
  const slope = Math.hypot(yh - yl, zh - zl)
  const frame = { o: [x0, yl, zl], u: [1, 0, 0], v: vUp }
  // rails
  for (const b of [0.55, slope - 0.55]) Wd.line3(V.at(frame.o, frame.u, frame.v, 0.2, b), V.at(frame.o, frame.u, frame.v, x1 - x0 - 0.2, b), { stroke: '#c5ccd8', 'stroke-width': 5 })
  // mounted panels on the left, one being placed
  Wd.solarArray(frame, { rows: 1, cols: 4, pw: 1.05, ph: slope - 0.4, start: [0.5, 0.2], glow: 0.75, reflect: '#cfe0ff', lift: 0.1 })
  // trainees
  const t1 = trainee(rng, { armL: [[-28, -160], [-20, -186]], armR: [[28, -160], [22, -186]] })
  const t2 = trainee(rng, { armL: [[-28, -160], [-20, -186]], armR: [[28, -160], [22, -186]], female: true, hair: 'bun' })
  sprite(Wd, [0.45, 0, -1.0], person(t1))
  sprite(Wd, [2.05, 0, -1.0], person(t2))
  // panel being lifted into place
  Wd.solarArray({ o: [x0 + 5.05 + 0.2, yl - 0.15, zl - 0.6], u: [1, 0, 0], v: V.norm([0, 1.1, 1]) }, { rows: 1, cols: 1, pw: 1.05, ph: 1.75, glow: 0.7, reflect: '#cfe0ff', lift: 0, shadowY: 0 })
  // trainer pointing and a trainee with a clipboard
  sprite(Wd, [-2.2, 0, -2.6], person({ skin: SKINS[0], top: '#0f2344', bottom: '#2b3347', logo: true, collar: true, hat: 'hardhat', hatColor: '#ffffff', armR: 'point', armL: 'down', beard: true }))
  sprite(Wd, [-4.2, 0, -1.6], person(trainee(rng, { prop: 'clipboard', armL: 'work', armR: 'down', female: true, hair: 'braids' })))
  sprite(Wd, [6.8, 0, -1.8], person(trainee(rng, { armL: 'hips', armR: 'hips' })))
  // toolbox and a ladder
  const tb = Wd.at([0.8, 0, -1.9])
  place(S, tb.x, tb.y, tb.s, `${el.ellipse(0, 0, 30, 6, { fill: '#141b33', 'fill-opacity': 0.3 })}${el.rect(-25, -22, 50, 22, { rx: 3, fill: '#c4582f' })}${el.rect(-25, -22, 50, 6, { fill: '#a3462a' })}${el.path('M-10 -22 L-10 -30 L10 -30 L10 -22', { stroke: '#30343f', 'stroke-width': 3, fill: 'none' })}`)
  const la = [[-3.7, 0, -0.9], [-3.7, 2.3, -0.05]]
  const lb = [[-3.1, 0, -0.9], [-3.1, 2.3, -0.05]]
  Wd.line3(la[0], la[1], { stroke: '#b0b7c3', 'stroke-width': 5 })
  Wd.line3(lb[0], lb[1], { stroke: '#b0b7c3', 'stroke-width': 5 })
  for (let k = 1; k < 7; k++) Wd.line3(V.lerp(la[0], la[1], k / 7), V.lerp(lb[0], lb[1], k / 7), { stroke: '#b0b7c3', 'stroke-width': 3 })
  vignette(S, 0.2)
  return S.toString()
}

export function installerHarness() {
  const rng = makeRng('installer-harness')
  const S = new Svg(W, H)
  const C = camera({ pos: [-1.0, 7.5, -2.6], target: [1.2, 6.7, 2.8], fov: 58, w: W, h: H })
  const E = environment({ L: [-0.45, 0.8, -0.4], sun: '#fff1cc', shadow: '#5866a0', amb: 0.45, shadowAlpha: 0.25 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'day', -100, hy + 40)
  sun(S, 200, 110, 40, { glowR: 6, alpha: 0.5 })
  clouds(S, rng, 5, { yMin: 80, yMax: 330, opacity: 0.95, wMin: 240, wMax: 460 })
  treeline(S, rng, hy + 10, '#86ad86', { density: 26, palms: 7, height: 50, bottom: H })
  // neighbouring roofs in the distance
  for (let i = 0; i < 6; i++) {
    const x = rng.range(-60, 60)
    const z = rng.range(30, 70)
    building(Wd, { x0: x, x1: x + 10, z0: z, z1: z + 8, h: 3.4, wall: '#efe3cc', roof: { type: 'hip', pitch: 24, overhang: 0.5, color: rng.pick(['#b5523a', '#5f6f86', '#8a4a35']), lines: false }, shadow: false })
  }
  for (const [x, z] of [[-16, 22], [14, 26], [26, 18]]) sprite(Wd, [x, 0, z], palm(rng, { H: 1100 }))
  // the roof plane we stand on: eave at y=5 (z=0), ridge at y=8.4 (z=6)
  const x0 = -8
  const x1 = 9
  const deck = [[x0, 5, 0], [x1, 5, 0], [x1, 8.4, 6], [x0, 8.4, 6]]
  const n = V.norm([0, 6, -3.4])
  Wd.face(deck, Wd.E.lit('#b04a2c', n))
  Wd.roofTexture(deck, n, '#b04a2c', 'steptile')
  const vUp = V.norm([0, 3.4, 6])
  const fr = { o: [x0, 5, 0], u: [1, 0, 0], v: vUp, n }
  const slope = Math.hypot(3.4, 6)
  // ridge cap and anchor
  Wd.line3([x0, 8.45, 6], [x1, 8.45, 6], { stroke: '#7e321e', 'stroke-width': 10 })
  // rails across the slope
  for (const b of [1.0, 2.5, 3.1, 4.6]) Wd.line3(V.add(V.at(fr.o, fr.u, fr.v, -0.5, b), V.mul(n, 0.06)), V.add(V.at(fr.o, fr.u, fr.v, 14, b), V.mul(n, 0.06)), { stroke: '#d7dde6', 'stroke-width': 5 })
  // installed panels (left) leaving a gap where the new one goes
  Wd.solarArray(fr, { rows: 2, cols: 9, pw: 1.05, ph: 1.75, gap: 0.03, rowGap: 0.25, start: [1.0, 0.7], glow: 0.75, reflect: '#cfe0ff', lift: 0.12, skip: (i, j) => (j === 0 && i >= 6) || (j === 1 && i >= 7) })
  // clamps on exposed rails
  for (const a of [7.3, 8.4]) {
    const p = Wd.at(V.add(V.at(fr.o, fr.u, fr.v, a, 1.0), V.mul(n, 0.08)))
    S.rect(p.x - p.s * 0.04, p.y - p.s * 0.04, p.s * 0.08, p.s * 0.08, { fill: '#8a93a3' })
  }
  // ridge anchor
  const anchor = V.at(fr.o, fr.u, fr.v, 7.5, slope - 0.2)
  const an = Wd.at(anchor)
  S.rect(an.x - an.s * 0.08, an.y - an.s * 0.12, an.s * 0.16, an.s * 0.14, { fill: '#f2c230' })
  // installer: standing on the slope, wrench in hand, lanyard to the ridge
  const foot = V.add(V.at(fr.o, fr.u, fr.v, 8.2, 1.9), V.mul(n, 0.05))
  const pf = Wd.at(foot)
  const back = [pf.x + pf.s * 0.05, pf.y - pf.s * 1.1]
  S.path(`M${f(back[0])} ${f(back[1])} Q${f((back[0] + an.x) / 2 + 10)} ${f(Math.min(back[1], an.y) - 30)} ${f(an.x)} ${f(an.y - an.s * 0.05)}`, { stroke: '#f59f00', 'stroke-width': Math.max(2, pf.s * 0.025), fill: 'none' })
  sprite(Wd, foot, person({ skin: SKINS[2], top: '#0f2344', bottom: '#2b3347', vest: 'orange', harness: true, hat: 'hardhat', hatColor: '#ffffff', sleeves: 'long', armL: [[-24, -118], [-6, -100]], armR: [[26, -118], [14, -94]], prop: 'wrench', propAngle: 60, beard: true }))
  // the panel being bolted, resting on the lower rails next to him
  Wd.solarArray(fr, { rows: 1, cols: 1, pw: 1.05, ph: 1.75, start: [1.0 + 6 * 1.08, 0.7], glow: 0.8, reflect: '#cfe0ff', lift: 0.14 })
  // tool bag
  const tb = Wd.at(V.at(fr.o, fr.u, fr.v, 11.2, 1.6))
  place(S, tb.x, tb.y, tb.s, `${el.rect(-22, -24, 44, 24, { rx: 6, fill: '#0f2344' })}${el.rect(-22, -24, 44, 6, { rx: 3, fill: '#f59f00' })}`)
  vignette(S, 0.2)
  return S.toString()
}

export function panelCleaningHarmattan() {
  const rng = makeRng('panel-cleaning-harmattan')
  const S = new Svg(W, H)
  const C = camera({ pos: [-3.4, 2.3, -4.2], target: [0.6, 0.6, 4], fov: 58, w: W, h: H })
  const E = environment({ L: [-0.4, 0.75, 0.4], sun: '#ffe9c2', shadow: '#8a7a86', amb: 0.55, shadowAlpha: 0.15 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'harmattan', 0, hy + 30)
  sun(S, 1130, 170, 44, { core: '#fff4dc', glow: '#f7e3b5', glowR: 6, alpha: 0.6 })
  // hazy rooftops of the town
  for (let i = 0; i < 3; i++) {
    const c = mix('#c9b48f', '#a89478', i / 2)
    skyline(S, rng, hy + 6 + i * 18, c, { minH: 10, maxH: 50 - i * 10, towers: 0 })
  }
  treeline(S, rng, hy + 60, '#a59472', { density: 26, palms: 8, height: 36, bottom: hy + 80 })
  haze(S, hy - 80, hy + 120, '#f0e0c0', 0.7)
  // flat roof deck
  ground(S, Math.max(hy + 78, 0), [[0, '#ddd5c6'], [1, '#e4ddd0']])
  groundPoly(Wd, [[-20, -6], [20, -6], [20, 40], [-20, 40]], '#e2dbcd')
  groundPoly(Wd, [[-20, -6], [20, -6], [20, 40], [-20, 40]], '#cbc1ae', { 'fill-opacity': 0.0 })
  // parapet edge at the far side
  // three rows of tilted panels, the nearest half cleaned
  for (let r = 3; r >= 0; r--) {
    const z = r * 3.1
    const tr = (12 * Math.PI) / 180
    Wd.solarArray({ o: [-7, 0.35, z], u: [1, 0, 0], v: [0, Math.sin(tr), Math.cos(tr)] }, {
      rows: 1, cols: 12, pw: 1.05, ph: 1.75, gap: 0.04, lift: 0, glow: 0.55, reflect: '#e7d9c0', shadowY: 0,
      dustSplit: (i) => (r === 0 ? (i < 4 ? 0 : i === 4 ? 0.35 : 0.75) : 0.7),
    })
  }
  // water on the cleaned panels: droplets and sheen
  const wet = []
  for (let k = 0; k < 60; k++) {
    const p = Wd.at([-6.6 + rng.range(0, 4.6), 0.55 + rng.range(0, 0.3), 0.2 + rng.range(0, 1.5)])
    wet.push(el.ellipse(p.x, p.y, p.s * 0.02, p.s * 0.012, { fill: '#ffffff', 'fill-opacity': 0.7 }))
  }
  S.add(el.g(wet))
  // technician in front of the first row with a long soft brush
  const foot = [-1.6, 0, -1.3]
  const pf = Wd.at(foot)
  const brushHead = Wd.at([-2.6, 0.75, 1.1])
  const hands = [pf.x + pf.s * 0.12, pf.y - pf.s * 1.05]
  // bucket and hose
  const bk = Wd.at([0.9, 0, -1.6])
  place(S, bk.x, bk.y, bk.s, `${el.ellipse(0, 0, 28, 6, { fill: '#141b33', 'fill-opacity': 0.25 })}${el.path('M-22 -38 L22 -38 L17 0 L-17 0 Z', { fill: '#2f6fb0' })}${el.ellipse(0, -38, 22, 5, { fill: '#7fb8e8' })}${el.path('M-20 -38 Q0 -70 20 -38', { stroke: '#30343f', 'stroke-width': 2.5, fill: 'none' })}`)
  S.path(`M${f(bk.x + 20)} ${f(bk.y - 5)} C${f(bk.x + 160)} ${f(bk.y + 40)} ${f(pf.x + 200)} ${f(pf.y + 30)} ${f(pf.x + 40)} ${f(pf.y - 10)}`, { stroke: '#3fa866', 'stroke-width': 5, fill: 'none' })
  sprite(Wd, foot, person({ skin: SKINS[1], top: '#0f2344', bottom: '#2b3347', vest: 'lime', hat: 'cap', hatColor: '#f59f00', sleeves: 'long', view: 'back', armL: [[-26, -128], [-14, -112]], armR: [[24, -128], [10, -112]], logo: true }))
  // pole and brush
  S.line(hands[0] - pf.s * 0.2, hands[1] + pf.s * 0.05, brushHead.x, brushHead.y, { stroke: '#c9ced6', 'stroke-width': Math.max(3, pf.s * 0.035), 'stroke-linecap': 'round' })
  S.add(`<g transform="translate(${f(brushHead.x)} ${f(brushHead.y)}) rotate(-8)">${el.rect(-brushHead.s * 0.4, -brushHead.s * 0.05, brushHead.s * 0.8, brushHead.s * 0.1, { rx: 4, fill: '#f59f00' })}${el.rect(-brushHead.s * 0.38, brushHead.s * 0.04, brushHead.s * 0.76, brushHead.s * 0.06, { fill: '#3b3f48' })}</g>`)
  // suds / splash around the brush
  for (let k = 0; k < 14; k++) S.circle(brushHead.x + rng.range(-60, 60), brushHead.y + rng.range(-10, 25), rng.range(3, 9), { fill: '#ffffff', 'fill-opacity': rng.range(0.4, 0.8) })
  // dust haze overlay
  S.rect(0, 0, W, H, { fill: '#e9d6ae', 'fill-opacity': 0.08 })
  vignette(S, 0.2, '#3a2a18')
  return S.toString()
}

export function trainingGraduationGroup() {
  const rng = makeRng('training-graduation-group')
  const S = new Svg(W, H)
  const C = camera({ pos: [0.3, 1.45, -7.2], target: [0.3, 1.9, 5], fov: 52, w: W, h: H })
  const E = environment({ L: [-0.5, 0.8, -0.4], sun: '#fff1cc', shadow: '#5866a0', amb: 0.45, shadowAlpha: 0.25 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'day', 0, hy + 20)
  clouds(S, rng, 5, { yMin: 60, yMax: hy * 0.45 })
  treeline(S, rng, hy + 6, '#79a07a', { density: 30, palms: 8, bottom: H })
  ground(S, hy + 6, [[0, '#cdb58c'], [1, '#c2a377']])
  groundPoly(Wd, [[-30, -20], [30, -20], [30, 30], [-30, 30]], '#cfc6b4')
  paving(Wd, -30, 30, -12, 6, 0.6, '#b9ae9a', 0.5)
  trainingCentre(Wd, { x0: -11, x1: 11, z0: 6, z1: 14, panels: true })
  sprite(Wd, [-14.5, 0, 9], palm(rng, { H: 1050 }))
  sprite(Wd, [15, 0, 10], palm(rng, { H: 1150, lean: -0.1 }))
  // bunting
  const b0 = Wd.at([-8, 3.3, 5.6])
  const b1 = Wd.at([8, 3.3, 5.6])
  const cols = ['#f59f00', '#3fa866', '#0f2344', '#ffffff', '#c4582f']
  const flags = []
  for (let i = 0; i < 24; i++) {
    const t = (i + 0.5) / 24
    const x = lerp(b0.x, b1.x, t)
    const y = lerp(b0.y, b1.y, t) + Math.sin(Math.PI * t) * 26
    const s = b0.s * 0.28
    flags.push(el.poly([[x - s, y], [x + s, y], [x, y + s * 1.6]], { fill: cols[i % cols.length] }))
  }
  S.path(`M${f(b0.x)} ${f(b0.y)} Q${f((b0.x + b1.x) / 2)} ${f(b0.y + 52)} ${f(b1.x)} ${f(b1.y)}`, { stroke: '#4a4f5e', 'stroke-width': 1.5, fill: 'none' })
  S.add(el.g(flags))
  // graduates: back row then front row
  const row = (z, xs, opts) => {
    for (const x of xs) {
      const female = rng.chance(0.45)
      const polo = rng.chance(0.6)
      sprite(Wd, [x, 0, z], person({
        skin: rng.pick(SKINS), top: polo ? '#0f2344' : rng.pick(['#2f6fb0', '#e8e4da', '#3fa866', '#6b4fa0', '#c4582f']), logo: polo, collar: polo,
        bottom: rng.pick(['#2b3347', '#1f2638', '#4a4f5e']), female, skirt: female && rng.chance(0.5) ? rng.pick(['#2b3347', '#6b4fa0', '#c4582f']) : null,
        hair: female ? rng.pick(['bun', 'braids', 'puff', 'long']) : rng.pick(['fade', 'short', 'bald']), hat: female && rng.chance(0.25) ? 'gele' : female && rng.chance(0.2) ? 'hijab' : null, hatColor: rng.pick(['#f59f00', '#3fa866', '#c4582f', '#1f3a68']),
        armL: 'hold', armR: 'hold', prop: 'certificate', beard: !female && rng.chance(0.3), glasses: rng.chance(0.15), ...opts,
      }))
    }
  }
  row(1.2, [-4.2, -2.6, -1.0, 0.6, 2.2, 3.8], {})
  row(0, [-5.0, -3.3, -1.7, 2.4, 4.0, 5.6], {})
  // trainer in the middle front, waving
  sprite(Wd, [0.4, 0, -0.3], person({ skin: SKINS[0], top: '#f59f00', bottom: '#2b3347', logo: true, collar: true, hat: 'hardhat', hatColor: '#ffffff', armL: 'down', armR: 'wave', beard: true }))
  vignette(S, 0.2)
  return S.toString()
}
