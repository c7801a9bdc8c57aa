// Commercial and institutional scenes.
import { Svg, el } from '../svg.mjs'
import { makeRng } from '../util.mjs'
import { camera, environment, World, V } from '../three.mjs'
import { W, H, sky, sun, clouds, treeline, hills, ground, vignette, haze, skyline, building, cityBlocks, car, compoundWall, groundPoly, sprite, glazing, fence, groundArray, S_sunMark } from '../kit.mjs'
import { palm, leafyTree, bush, person } from '../sprites.mjs'
import { paving } from './homes.mjs'

const _UNIFORMS = ['#2f6fb0', '#f59f00', '#3fa866', '#c4582f', '#6b4fa0', '#e8e4da', '#0f2344']

export function lekkiRooftopArray() {
  const rng = makeRng('lekki-rooftop-array')
  const S = new Svg(W, H)
  const C = camera({ pos: [-16, 30, -34], target: [0, 17, 8], fov: 56, w: W, h: H })
  const E = environment({ L: [-0.45, 0.8, -0.35], sun: '#fff3d6', shadow: '#5866a0', amb: 0.45, shadowAlpha: 0.25 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'afternoon', 0, hy + 20)
  sun(S, 250, 90, 42, { glowR: 6, alpha: 0.45 })
  clouds(S, rng, 6, { yMin: 60, yMax: hy - 60, opacity: 0.9, wMin: 200, wMax: 420 })
  // lagoon and Lagos skyline on the horizon
  skyline(S, rng, hy + 4, '#9db3c9', { minH: 20, maxH: 120, windows: '#b9cadb', towers: 5 })
  S.rect(0, hy + 2, W, 40, { fill: S.linear([[0, '#7fb0cf'], [1, '#a9cbe0']], 0, hy, 0, hy + 40, true) })
  ground(S, hy + 58, [[0, '#c5c9c4'], [1, '#aeb4ad']])
  ground(S, hy + 58, [[0, '#c9c7bd'], [1, '#b9b6aa']])
  cityBlocks(Wd, rng, { x0: -120, x1: 120, z0: -60, z1: 160, block: 24, road: 7, exclude: [[-14, 14, -2, 24]], maxH: 22, glassy: 0.3 })
  sprite(Wd, [-14, 0, -4], palm(rng, { H: 1100 }))
  sprite(Wd, [14, 0, -4], palm(rng, { H: 1000, lean: -0.1 }))
  // the office block
  const bh = 15
  building(Wd, {
    x0: -12, x1: 12, z0: 0, z1: 22, h: bh, wall: '#f1ebe0', roof: null, topColor: '#c9ccce',
    decorate: (faces) => {
      for (const fc of Object.values(faces)) if (fc.n[1] === 0) glazing(Wd, fc, { floors: 4, floorH: 3.6, glass: '#5f90bd', spandrel: '#e7e0d3' })
    },
    parapet: {
      h: 1.0, color: '#f1ebe0',
      inside: () => {
        // stair/plant room
        building(Wd, { x0: 6.5, x1: 10.5, z0: 16, z1: 20.5, y0: bh, h: bh + 2.8, wall: '#ebe4d8', roof: null, parapet: null, doors: [{ face: 'front', a: 1.3, w: 1.1, h: 2.2, opts: { color: '#59677a' } }] })
        // rows of tilted panels
        for (let r = 6; r >= 0; r--) {
          const z = 2.2 + r * 2.35
          const tr = (12 * Math.PI) / 180
          Wd.solarArray({ o: [-10.6, bh + 0.35, z], u: [1, 0, 0], v: [0, Math.sin(tr), Math.cos(tr)] }, { rows: 1, cols: r > 4 ? 14 : 19, pw: 1.0, ph: 1.7, gap: 0.06, lift: 0, glow: 0.75, reflect: '#cfe0ff', shadowY: bh, legs: false })
        }
        // AC condensers
        for (const x of [-10.5, -8.8]) Wd.box([x, bh, 19], [x + 1.2, bh + 0.9, 20.2], '#e8ecef')
      },
    },
  })
  vignette(S, 0.2)
  return S.toString()
}

export function commercialWarehouseRoof() {
  const rng = makeRng('commercial-warehouse-roof')
  const S = new Svg(W, H)
  const C = camera({ pos: [-38, 30, -50], target: [4, 9.5, 12], fov: 50, w: W, h: H })
  const E = environment({ L: [-0.35, 0.85, -0.4], sun: '#fff4da', shadow: '#5866a0', amb: 0.45, shadowAlpha: 0.25 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'day', 0, hy + 20)
  clouds(S, rng, 6, { yMin: 40, yMax: hy - 30, opacity: 0.85 })
  skyline(S, rng, hy + 4, '#a8b8c6', { minH: 10, maxH: 60, towers: 2 })
  haze(S, hy - 30, hy + 50, '#e7eef2', 0.6)
  ground(S, hy + 4, [[0, '#b7bfa0'], [1, '#9fb27a']])
  // yard, roads, neighbouring sheds
  groundPoly(Wd, [[-90, -60], [100, -60], [100, 90], [-90, 90]], '#9fb27a')
  cityBlocks(Wd, rng, { x0: -260, x1: 280, z0: -110, z1: 480, block: 34, road: 9, exclude: [[-48, 53, -36, 50]], maxH: 14, glassy: 0.08, palette: ['#e2e0da', '#d8dde3', '#ece6da', '#dfe4e8'], roofs: ['#8a9bb0', '#b5523a', '#6f8198', '#a9b3bd', '#3f6f9a'], lotColor: '#b9b3a2', roadColor: '#8d9296', underlay: () => groundPoly(Wd, [[-45, -22], [50, -22], [50, 48], [-45, 48]], '#9b9da0') })
  haze(S, hy - 40, hy + 170, '#e6edf0', 0.6)
  fence(Wd, [[-45, 48], [-45, -22], [50, -22], [50, 48]], { h: 2.2, step: 5 })
  // the warehouse
  const { roof } = building(Wd, {
    x0: -30, x1: 30, z0: 0, z1: 32, h: 9, wall: '#e8e6e0', plinth: '#8f959b',
    band: { at: [7.6], h: 0.5, color: '#2f4f78' },
    decorate: (faces) => {
      const fc = faces.front
      if (!fc) return
      for (let i = 0; i < 5; i++) {
        const a = 6 + i * 10
        Wd.face(Wd.rectOn(fc, a, 0, a + 4.5, 5, 0.02), Wd.E.lit('#aab3bd', fc.n))
        const segs = []
        for (let y = 0.3; y < 5; y += 0.3) segs.push([a, y, a + 4.5, y])
        Wd.linesOn(fc, segs, { stroke: '#8c96a1', 'stroke-width': 0.8 })
        Wd.face(Wd.rectOn(fc, a - 0.3, 5, a + 4.8, 5.4, 0.03), Wd.E.lit('#2f4f78', fc.n))
      }
      if (faces.left) {
        const segs = []
        for (let a = 2; a < 32; a += 4) segs.push([a, 6.2, a + 2.6, 6.2])
        Wd.linesOn(faces.left, segs, { stroke: '#6d8fb3', 'stroke-width': 5 })
      }
    },
    roof: { type: 'gable', pitch: 7, overhang: 0.6, color: '#b7c0c9', texture: 'longspan' },
  })
  const fr = roof.frontFrame
  const rows = Math.floor((fr.len - 1.2) / 1.0)
  Wd.solarArray(fr, { rows, cols: 36, pw: 1.7, ph: 0.98, gap: 0.05, rowGap: 0.05, start: [(fr.width - 36 * 1.75) / 2, 0.6], glow: 0.7, reflect: '#d6e4ff', lift: 0.08, cellsX: 10, cellsY: 6 })
  // trucks and containers in the yard
  const truck = (x, z, c) => {
    Wd.castShadow([...[[x, 0, z], [x + 2.5, 0, z], [x, 3.8, z + 12], [x + 2.5, 3.8, z + 12]]], {})
    Wd.box([x, 0.9, z + 3], [x + 2.5, 3.9, z + 12.5], c)
    Wd.box([x + 0.05, 0.6, z], [x + 2.45, 3.0, z + 2.8], '#e9edf1')
    Wd.face([[x + 0.06, 1.9, z - 0.01], [x + 2.44, 1.9, z - 0.01], [x + 2.44, 2.8, z - 0.01], [x + 0.06, 2.8, z - 0.01]], '#2e4262')
  }
  truck(-20, -12, '#d9dde2')
  truck(-6, -14, '#c4582f')
  truck(14, -11, '#e9eef2')
  car(Wd, { x: 32, z: -10, along: 'z', color: '#d6dadf' })
  car(Wd, { x: 36, z: -10, along: 'z', color: '#2c4d7a' })
  car(Wd, { x: 40, z: -10, along: 'z', color: '#c9ccd3' })
  for (const [x, z] of [[-40, -26], [-30, -27], [44, -27], [-52, 0], [56, 0]]) sprite(Wd, [x, 0, z], palm(rng, { H: 1000 }))
  for (const [x, z] of [[-55, -28], [60, 12]]) sprite(Wd, [x, 0, z], leafyTree(rng, { H: 800, W: 800 }))
  vignette(S, 0.18)
  return S.toString()
}

export function portHarcourtOfficeArray() {
  const rng = makeRng('port-harcourt-office-array')
  const S = new Svg(W, H)
  const C = camera({ pos: [-15, 6.5, -36], target: [0, 3.4, 5], fov: 44, w: W, h: H })
  const E = environment({ L: [-0.3, 0.85, -0.35], sun: '#fff3d6', shadow: '#5866a0', amb: 0.45, shadowAlpha: 0.28 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'day', 0, hy + 20)
  sun(S, 180, 80, 40, { glowR: 6, alpha: 0.45 })
  clouds(S, rng, 5, { yMin: 60, yMax: hy * 0.6, opacity: 0.9 })
  treeline(S, rng, hy + 6, '#6f9a78', { density: 30, palms: 10, height: 44, bottom: H })
  ground(S, hy + 6, [[0, '#98b875'], [1, '#7fa35c']])
  groundPoly(Wd, [[-40, -20], [40, -20], [40, 40], [-40, 40]], '#8eb46a')
  groundPoly(Wd, [[-24, -14], [24, -14], [24, 11], [-24, 11]], '#8c9094')
  // bay markings
  for (let x = -22; x <= 22; x += 2.6) {
    Wd.line3([x, 0.01, -12.5], [x, 0.01, -7.5], { stroke: '#f3f3f0', 'stroke-width': 2 })
    Wd.line3([x, 0.01, -2.5], [x, 0.01, 2.5], { stroke: '#f3f3f0', 'stroke-width': 2 })
  }
  // office complex behind
  building(Wd, {
    x0: -22, x1: 18, z0: 13, z1: 28, h: 14, wall: '#f0ece4', roof: null, parapet: { h: 0.8 },
    decorate: (faces) => {
      for (const fc of Object.values(faces)) if (fc.n[1] === 0) glazing(Wd, fc, { floors: 4, floorH: 3.4, glass: '#4f86b8', spandrel: '#dcd6cb' })
    },
  })
  building(Wd, { x0: -6, x1: 2, z0: 10.5, z1: 13, h: 4, wall: '#0f2344', roof: null, parapet: null, shadow: false, doors: [{ face: 'front', a: 2.5, w: 3, h: 3, opts: { color: '#5d87b0' } }] })
  sprite(Wd, [24, 0, 16], palm(rng, { H: 1100 }))
  sprite(Wd, [-28, 0, 16], palm(rng, { H: 1050, lean: -0.1 }))
  sprite(Wd, [28, 0, 8], leafyTree(rng, { H: 750, W: 700 }))
  // two carport canopies, back one first
  const canopy = (z, carsZ) => {
    const colors = ['#d9dce2', '#26446e', '#b8332b', '#f2f2f2', '#59606d', '#c7ccd6', '#1f2a36', '#e6e1d3']
    for (let i = 0; i < 16; i++) {
      if (rng.chance(0.25)) continue
      car(Wd, { x: -20.7 + i * 2.6, z: carsZ, along: 'z', color: rng.pick(colors), flip: true })
    }
    const tr = (7 * Math.PI) / 180
    const y = 3.3
    for (let x = -22; x <= 22; x += 5.5) Wd.pole([x, 0, z + 2.3], [x, y + 0.25, z + 2.3], 0.28, '#8d97a7')
    Wd.solarArray({ o: [-23, y, z], u: [1, 0, 0], v: [0, Math.sin(tr), Math.cos(tr)] }, { rows: 3, cols: 44, pw: 1.03, ph: 1.7, gap: 0.03, lift: 0, glow: 0.75, reflect: '#cde0ff', shadowY: 0, shadowAlpha: 0.3 })
  }
  canopy(-2.4, 0)
  canopy(-12.4, -10)
  sprite(Wd, [-6, 0, -15.5], person({ skin: '#4a2c1d', top: '#f2f2f2', bottom: '#1f2638', tie: '#2f4f78', collar: true, legs: 'walk', armL: 'down', armR: 'down' }))
  sprite(Wd, [-4.8, 0, -15.8], person({ skin: '#7f5238', top: '#3fa866', female: true, skirt: '#0f2344', hair: 'bun', legs: 'walk', stride: -1 }))
  vignette(S, 0.18)
  return S.toString()
}

export function asabaOfficeRooftop() {
  const rng = makeRng('asaba-office-rooftop')
  const S = new Svg(W, H)
  const C = camera({ pos: [11, 3.0, -18], target: [-1, 4.2, 3], fov: 52, w: W, h: H })
  const E = environment({ L: [0.5, 0.75, -0.45], sun: '#fff1cc', shadow: '#5866a0', amb: 0.45 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'morning', 0, hy + 20)
  sun(S, 1460, 130, 44, { glowR: 6, alpha: 0.5 })
  clouds(S, rng, 5, { yMin: 80, yMax: hy * 0.6 })
  treeline(S, rng, hy + 8, '#79a07a', { density: 30, palms: 9, bottom: H })
  ground(S, hy + 8, [[0, '#b3b38c'], [1, '#a39e7c']])
  // Nnebisi Road in front
  groundPoly(Wd, [[-60, -14], [60, -14], [60, -8], [-60, -8]], '#5b6068')
  for (let x = -58; x < 60; x += 4) Wd.line3([x, 0.01, -11], [x + 2, 0.01, -11], { stroke: '#f1e9d2', 'stroke-width': 2 })
  groundPoly(Wd, [[-60, -8], [60, -8], [60, -6.8], [-60, -6.8]], '#d4cfc4')
  groundPoly(Wd, [[-18, -6.8], [18, -6.8], [18, 12], [-18, 12]], '#cfc5b2')
  paving(Wd, -18, 18, -6.8, 0, 0.6, '#b7ab97', 0.6)
  compoundWall(Wd, [[-18, -3], [-18, 12], [18, 12], [18, -3]], { color: '#efe6d4', coping: '#0f2344', h: 2.2 })
  sprite(Wd, [-12, 0, 14], palm(rng, { H: 1150 }))
  sprite(Wd, [13, 0, 14], leafyTree(rng, { H: 820, W: 800 }))
  const wall = '#f7f1e6'
  const win = (face, a, b, w = 1.6, h = 1.5) => ({ face, a, b, w, h, opts: { bars: false, panes: 3, glass: '#6f9cc4' } })
  building(Wd, {
    x0: -9, x1: 9, z0: 0, z1: 10, h: 6.6, wall, plinth: '#0f2344', band: { at: [3.2], h: 0.3, color: '#f59f00' },
    windows: [win('front', 1.0, 0.9), win('front', 3.4, 0.9), win('front', 11.6, 0.9), win('front', 14.2, 0.9), win('front', 1.0, 4.3), win('front', 3.4, 4.3), win('front', 6.0, 4.3), win('front', 8.4, 4.3), win('front', 11.6, 4.3), win('front', 14.2, 4.3), win('right', 1.5, 0.9), win('right', 4.2, 0.9), win('right', 7, 0.9), win('right', 1.5, 4.3), win('right', 4.2, 4.3), win('right', 7, 4.3)],
    doors: [{ face: 'front', a: 7.2, w: 2.6, h: 2.6, opts: { color: '#5f90bd' } }],
    roof: { type: 'hip', pitch: 22, overhang: 0.8, color: '#2d3f5e', texture: 'longspan', fascia: '#f7f1e6' },
    panels: { rows: 2, glow: 0.75, reflect: '#c9dcff', margin: 0.45 },
    decorate: (faces) => {
      // sign board with the sun mark above the entrance canopy
      const fc = faces.front
      Wd.face(Wd.rectOn(fc, 6.2, 2.85, 11.8, 3.15, 0.4), Wd.E.lit('#e8e2d4', [0, 0, -1]))
      const c = Wd.at(V.at(fc.o, fc.u, fc.v, 9.0, 3.6))
      const sgn = Wd.proj(Wd.rectOn(fc, 7.4, 3.3, 10.6, 4.0, 0.05))
      if (sgn) Wd.S.add(el.poly(sgn, { fill: '#0f2344' }))
      S_sunMark(Wd.S, Wd.at(V.at(fc.o, fc.u, fc.v, 7.85, 3.65)).x, Wd.at(V.at(fc.o, fc.u, fc.v, 7.85, 3.65)).y, c.s * 0.16)
      const bars = []
      bars.push([8.4, 3.75, 10.3, 3.75], [8.4, 3.55, 9.8, 3.55])
      Wd.linesOn(fc, bars, { stroke: '#ffffff', 'stroke-width': c.s * 0.09, 'stroke-linecap': 'round' }, 0.07)
    },
  })
  // company van
  car(Wd, { x: -3.5, z: -4.2, along: 'x', color: '#f7f7f5', van: true, length: 5.2, width: 2.0, stripe: '#f59f00', logo: true, rot: 4 })
  sprite(Wd, [4.2, 0, -3.2], person({ skin: '#5c3a27', top: '#0f2344', bottom: '#2b3347', logo: true, collar: true, hair: 'fade', armR: 'wave' }))
  sprite(Wd, [-14, 0, -5], palm(rng, { H: 900, lean: 0.12 }))
  sprite(Wd, [12, 0, -1.5], bush(rng, { W: 260, H: 110, flowers: '#f2b84b' }))
  vignette(S, 0.18)
  return S.toString()
}

export function schoolSolarCanopy() {
  const rng = makeRng('school-solar-canopy')
  const S = new Svg(W, H)
  const C = camera({ pos: [-8, 7.5, -25], target: [1, 2.6, 4], fov: 52, w: W, h: H })
  const E = environment({ L: [-0.5, 0.8, -0.3], sun: '#fff2cf', shadow: '#5866a0', amb: 0.45, shadowAlpha: 0.25 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'day', 0, hy + 20)
  clouds(S, rng, 5, { yMin: 60, yMax: hy * 0.55, opacity: 0.95 })
  hills(S, rng, hy - 30, 90, '#8fb3a8', { step: 220 })
  hills(S, rng, hy + 5, 50, '#78a78a', { step: 160 })
  treeline(S, rng, hy + 8, '#5f9a63', { density: 30, palms: 6, height: 36, bottom: hy + 30 })
  ground(S, hy + 30, [[0, '#93b36c'], [1, '#86a862']])
  groundPoly(Wd, [[-40, -30], [40, -30], [40, 30], [-40, 30]], '#d8b684')
  compoundWall(Wd, [[-40, 22], [40, 22]], { color: '#efe4cc', coping: '#3b7a57', h: 2.2 })
  groundPoly(Wd, [[-24, -12], [-14, -12], [-14, -3.5], [-24, -3.5]], '#8fb564')
  groundPoly(Wd, [[10, -14], [24, -14], [24, -4], [10, -4]], '#8fb564')
  // classroom block with a veranda
  const x0 = -17
  const x1 = 19
  const wall = '#f2ead6'
  const { faces } = building(Wd, {
    x0, x1, z0: 0, z1: 8, h: 3.6, wall, plinth: '#3b7a57', shadow: true,
    windows: Array.from({ length: 8 }, (_, i) => ({ face: 'front', a: 1.2 + i * 4.4, b: 1.0, w: 2.0, h: 1.5, opts: { bars: false, panes: 4, glass: '#5d7f9e' } })),
    doors: [0, 1, 2, 3].map((i) => ({ face: 'front', a: 3.5 + i * 8.8, w: 1.1, h: 2.3, opts: { color: '#3b6f9e' } })),
  })
  void faces
  Wd.box([x0 - 0.3, 0, -2.6], [x1 + 0.3, 0.3, 0], '#cdbfa6')
  for (let x = x0; x <= x1 + 0.01; x += 4.4) Wd.box([x - 0.15, 0.3, -2.5], [x + 0.15, 3.6, -2.2], '#f2ead6')
  const roof = Wd.roof({ x0, x1, z0: -2.5, z1: 8, y: 3.6, pitch: 16, overhang: 0.5, color: '#8b3b2e', type: 'gable', texture: 'longspan', fascia: '#f2ead6', wall })
  const fr = roof.frontFrame
  Wd.solarArray(fr, { rows: 3, cols: 28, pw: 1.05, ph: 1.7, gap: 0.04, rowGap: 0.04, start: [(fr.width - 28 * 1.09) / 2, 0.9], glow: 0.7, reflect: '#cfe0ff', lift: 0.12 })
  // flagpole
  Wd.pole([-13, 0, -9], [-13, 9, -9], 0.12, '#c9ced6')
  const fp = Wd.at([-13, 8.8, -9])
  const fw = fp.s * 1.6
  const fh = fp.s * 1.0
  S.rect(fp.x, fp.y, fw / 3, fh, { fill: '#1f8a4c' })
  S.rect(fp.x + fw / 3, fp.y, fw / 3, fh, { fill: '#ffffff' })
  S.rect(fp.x + (2 * fw) / 3, fp.y, fw / 3, fh, { fill: '#1f8a4c' })
  sprite(Wd, [24, 0, 10], leafyTree(rng, { H: 850, W: 820 }))
  sprite(Wd, [-24, 0, 10], leafyTree(rng, { H: 780, W: 760, green: '#468f4b' }))
  // pupils crossing the courtyard
  const kids = [
    [-6, -8, 'walk', 1], [-4.6, -8.6, 'walk', -1], [-1.5, -10.5, 'walk', 1], [1.5, -7, 'walk', -1], [4.5, -9.5, 'walk', 1], [6, -9, 'stand', 1], [-9, -5.5, 'walk', -1], [9.5, -6, 'walk', 1],
  ]
  kids.sort((a, b) => b[1] - a[1])
  for (const [x, z, legs, stride] of kids) {
    const girl = rng.chance(0.5)
    const p = person({
      skin: rng.pick(['#4a2c1d', '#5c3a27', '#6e4631', '#7f5238', '#3d2418']), top: '#f7f7f2', bottom: '#2f6b4a', skirt: girl ? '#2f6b4a' : null, female: girl,
      hair: girl ? rng.pick(['puff', 'braids', 'short']) : 'fade', legs, stride, armL: 'down', armR: rng.chance(0.3) ? 'wave' : 'down', scale: 0.82,
    })
    const bag = rng.pick(['#c4582f', '#2f6fb0', '#f59f00', '#6b4fa0'])
    sprite(Wd, [x, 0, z], `${el.ellipse(0, 0, 22, 5, { fill: '#141b33', 'fill-opacity': 0.2 })}${p}${el.rect(-16, -122, 8, 26, { rx: 3, fill: bag })}`)
  }
  sprite(Wd, [-2, 0, -1.2], person({ skin: '#5c3a27', top: '#6b4fa0', female: true, skirt: '#0f2344', hat: 'gele', hatColor: '#f59f00', armL: 'down', armR: 'hold' }))
  vignette(S, 0.18)
  return S.toString()
}

export function clinicSolarArray() {
  const rng = makeRng('clinic-solar-array')
  const S = new Svg(W, H)
  const C = camera({ pos: [3, 5.5, -24], target: [7, 1.6, 4], fov: 58, w: W, h: H })
  const E = environment({ L: [-0.55, 0.75, -0.2], sun: '#fff2cf', shadow: '#5866a0', amb: 0.45, shadowAlpha: 0.25 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'afternoon', 0, hy + 20)
  sun(S, 140, 110, 40, { glowR: 6, alpha: 0.5 })
  clouds(S, rng, 6, { yMin: 60, yMax: hy * 0.6, opacity: 0.95 })
  treeline(S, rng, hy + 6, '#5f916c', { density: 34, palms: 14, height: 52, bottom: H })
  ground(S, hy + 6, [[0, '#8fb86a'], [1, '#79a656']])
  groundPoly(Wd, [[-40, -30], [40, -30], [40, 30], [-40, 30]], '#86b262')
  groundPoly(Wd, [[-4, -30], [4, -30], [4, -3], [-4, -3]], '#c9a57a')
  groundPoly(Wd, [[-12, -3.2], [8, -3.2], [8, 0], [-12, 0]], '#d5cdbf')
  // clinic
  const wall = '#f7f5f0'
  building(Wd, {
    x0: -12, x1: 8, z0: 0, z1: 9, h: 3.6, wall, plinth: '#4e88b8', band: { at: [2.9], h: 0.2, color: '#7fb2da' },
    windows: [1.2, 4.2, 13.2, 16.4].map((a) => ({ face: 'front', a, b: 1.0, w: 1.8, h: 1.4, opts: { bars: true, glass: '#6d98bf' } })).concat([2, 5.5].map((a) => ({ face: 'left', a, b: 1.0, w: 1.6, h: 1.4 }))),
    doors: [{ face: 'front', a: 8.3, w: 2.2, h: 2.5, opts: { color: '#7fb2da' } }],
    roof: { type: 'hip', pitch: 22, overhang: 0.7, color: '#3f6f9a', texture: 'longspan', fascia: '#f7f5f0' },
    decorate: (faces) => {
      const fc = faces.front
      // entrance canopy and the red cross sign
      const sg = Wd.proj(Wd.rectOn(fc, 8.6, 2.75, 10.2, 3.45, 0.05))
      if (sg) S.add(el.poly(sg, { fill: '#ffffff' }))
      const cx = Wd.at(V.at(fc.o, fc.u, fc.v, 9.4, 3.1))
      const k = cx.s * 0.1
      S.path(`M${cx.x - k} ${cx.y - 3 * k}h${2 * k}v${2 * k}h${2 * k}v${2 * k}h${-2 * k}v${2 * k}h${-2 * k}v${-2 * k}h${-2 * k}v${-2 * k}h${2 * k}Z`, { fill: '#d9342b' })
    },
  })
  Wd.box([-5.2, 2.7, -2.2], [0, 2.95, 0], '#f7f5f0')
  for (const x of [-5.0, -0.2]) Wd.pole([x, 0, -2.0], [x, 2.7, -2.0], 0.16, '#e6e6e6')
  // ground-mounted array beside the clinic, behind a fence
  groundPoly(Wd, [[11, -8], [27, -8], [27, 12], [11, 12]], '#a9b77d')
  groundArray(Wd, { x0: 12.2, z0: -6, cols: 13, rowsPerTable: 2, tables: 4, spacing: 4.4, tilt: 15, height: 0.7, glow: 0.75, reflect: '#cfe0ff', legStep: 3.4 })
  fence(Wd, [[11, 12], [11, -8], [27, -8]], { h: 2, step: 3.2 })
  sprite(Wd, [-20, 0, 6], palm(rng, { H: 1050 }))
  sprite(Wd, [-17, 0, 12], palm(rng, { H: 950, lean: -0.1 }))
  sprite(Wd, [-9, 0, -5.5], bush(rng, { W: 300, H: 110, flowers: '#e2465d' }))
  // nurses at the entrance
  const nurse = (x, z, skin, extra) => sprite(Wd, [x, 0, z], person({ skin, top: '#f4f7fb', female: true, skirt: '#f4f7fb', hat: 'cap', hatColor: '#ffffff', hair: 'bun', shoes: '#f0f0f0', ...extra }))
  nurse(-4.4, -1.3, '#5c3a27', { armL: 'hold', armR: 'hold' })
  nurse(-3.2, -1.5, '#7f5238', { armR: 'wave', prop: null })
  sprite(Wd, [-0.9, 0, -1.2], person({ skin: '#4a2c1d', top: '#7fb2da', bottom: '#7fb2da', hair: 'short', armL: 'down', prop: 'clipboard' }))
  sprite(Wd, [2, 0, -9], person({ skin: '#6e4631', top: '#e2465d', female: true, skirt: '#f59f00', hat: 'gele', hatColor: '#e2465d', legs: 'walk' }))
  vignette(S, 0.18)
  return S.toString()
}
