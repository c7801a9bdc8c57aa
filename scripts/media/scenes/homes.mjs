// Residential scenes: Asaba home at dusk, Benin City bungalow, Onitsha duplex.
import { Svg, el } from '../svg.mjs'
import { makeRng } from '../util.mjs'
import { camera, environment, World } from '../three.mjs'
import { W, H, sky, sun, clouds, treeline, hills, ground, vignette, building, car, compoundWall, groundPoly, sprite, stars } from '../kit.mjs'
import { palm, leafyTree, bush, waterTank, person, plantain } from '../sprites.mjs'

export function asabaHomeSolar() {
  const rng = makeRng('asaba-home-solar')
  const S = new Svg(W, H)
  const C = camera({ pos: [-11, 2.3, -19], target: [0, 4.4, 3], fov: 50, w: W, h: H })
  const E = environment({ L: [-0.8, 0.22, -0.25], sun: '#ffae6b', shadow: '#3c3f78', amb: 0.5, shadowAlpha: 0.18 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'dusk', 0, hy + 40)
  stars(S, rng, 40, hy * 0.35)
  sun(S, 170, hy + 10, 34, { core: '#ffd27a', glow: '#ff9a3c', glowR: 8, alpha: 0.6 })
  clouds(S, rng, 4, { yMin: hy * 0.35, yMax: hy * 0.7, opacity: 0.5, color: '#d4879a', shadow: '#8e5a86' })
  treeline(S, rng, hy + 6, '#2c2f5c', { density: 30, palms: 7, height: 46, bottom: H })
  ground(S, hy + 6, [[0, '#4a4463'], [1, '#6a5a66']])
  // paved compound (interlocking stones)
  groundPoly(Wd, [[-14, -12], [14, -12], [14, 12], [-14, 12]], '#7d6e78')
  paving(Wd, -14, 14, -12, 0, 0.6, '#6f6170')
  // compound wall behind
  compoundWall(Wd, [[-14, 12], [14, 12]], { color: '#b9a9a0', coping: '#6b3a33', h: 2.2 })
  // palms and tree behind the house
  sprite(Wd, [-10, 0, 10], palm(rng, { H: 1000, lean: -0.1, frond: '#275e4a', trunk: '#5b4a4a' }))
  sprite(Wd, [10.5, 0, 9], palm(rng, { H: 1150, lean: 0.12, frond: '#275e4a', trunk: '#5b4a4a' }))
  // house: two-storey main block + porch
  const lit = 1
  const wall = '#efdcc0'
  const win = (face, a, b, w = 1.3, h = 1.4) => ({ face, a, b, w, h, opts: { curtain: rng.pick(['#c86b3c', '#7b5aa6', '#3f8a6b']) } })
  building(Wd, {
    x0: -7, x1: 7, z0: 0, z1: 9, h: 6.3, wall, plinth: '#8a6f66', lit,
    band: { at: [3.05], h: 0.22, color: '#d9c2a3' },
    windows: [win('front', 0.9, 0.95), win('front', 3.0, 0.95), win('front', 9.7, 0.95), win('front', 11.8, 0.95), win('front', 0.9, 4.0), win('front', 3.0, 4.0), win('front', 6.3, 4.0, 1.4, 1.5), win('front', 9.7, 4.0), win('front', 11.8, 4.0), win('left', 2.5, 0.95), win('left', 6, 0.95), win('left', 2.5, 4.0), win('left', 6, 4.0)],
    roof: { type: 'hip', pitch: 26, overhang: 0.7, color: '#6e3a35', texture: 'steptile', fascia: '#e8dccb' },
    panels: { rows: 2, glow: 0.25, reflect: '#d98a8a', margin: 0.5 },
  })
  // porch with balcony slab and columns
  const px0 = -2.2
  const px1 = 2.2
  Wd.box([px0, 0, -2.6], [px1, 0.25, 0], '#cbb9a8')
  for (const x of [px0 + 0.15, px1 - 0.45]) Wd.box([x, 0.25, -2.5], [x + 0.3, 3.2, -2.2], '#f3e6d2')
  const _fr = Wd.box([px0 - 0.1, 3.2, -2.7], [px1 + 0.1, 3.55, 0], '#f3e6d2')
  // balcony railing
  const rail = []
  for (let x = px0; x <= px1 + 0.01; x += 0.25) rail.push([[x, 3.55, -2.6], [x, 4.5, -2.6]])
  for (const [a, b] of rail) Wd.line3(a, b, { stroke: '#d8cbb8', 'stroke-width': 3 })
  Wd.line3([px0 - 0.1, 4.5, -2.65], [px1 + 0.1, 4.5, -2.65], { stroke: '#f3e6d2', 'stroke-width': 6 })
  // door under porch (lit)
  const doorFace = { o: [-0.8, 0, -0.01], u: [1, 0, 0], v: [0, 1, 0], n: [0, 0, -1], w: 1.6, h: 2.4 }
  Wd.door(doorFace, 0, 1.6, 2.5, { color: '#5a3524', lit: 0 })
  // porch light glow
  const pl = Wd.at([0, 3.0, -1])
  S.circle(pl.x, pl.y, pl.s * 3.2, { fill: S.radial([[0, '#ffd68a', 0.8], [1, '#ffd68a', 0]]) })
  // warm spill on the ground from windows
  for (const x of [-5, -2.5, 3.5, 5.5]) {
    const g = Wd.at([x, 0, -1.2])
    S.ellipse(g.x, g.y, g.s * 2.2, g.s * 0.5, { fill: S.radial([[0, '#ffc66b', 0.45], [1, '#ffc66b', 0]]) })
  }
  // water tank on stand, right side
  sprite(Wd, [9.5, 0, 4], waterTank({ standH: 320, tank: '#22304d' }))
  // car on the driveway
  car(Wd, { x: 2.5, z: -7, along: 'x', color: '#9aa3b5', flip: true, rot: 20 })
  // foreground plants
  sprite(Wd, [-8.5, 0, -6], plantain(rng, { H: 340, green: '#3d7a52' }))
  sprite(Wd, [-6.5, 0, -3.2], bush(rng, { W: 220, H: 110, green: '#3b6f4d', flowers: '#e0556a' }))
  sprite(Wd, [7.5, 0, -2.8], bush(rng, { W: 200, H: 100, green: '#3b6f4d', flowers: '#f2b84b' }))
  sprite(Wd, [-12, 0, -9], palm(rng, { H: 900, lean: 0.18, frond: '#2c6b4f', trunk: '#5b4a4a' }))
  vignette(S, 0.3)
  return S.toString()
}

/** Interlocking paving pattern on the ground. */
export function paving(Wd, x0, x1, z0, z1, step, color, alpha = 0.5) {
  let d = ''
  const seg = (a, b) => {
    const p = Wd.C.poly([a, b, b])
    if (p.length >= 2) d += `M${p[0][0].toFixed(1)} ${p[0][1].toFixed(1)}L${p[1][0].toFixed(1)} ${p[1][1].toFixed(1)}`
  }
  for (let z = z0; z <= z1; z += step) seg([x0, 0.01, z], [x1, 0.01, z])
  for (let x = x0; x <= x1; x += step * 1.6) seg([x, 0.01, z0], [x, 0.01, z1])
  Wd.S.add(el.path(d, { stroke: color, 'stroke-width': 1, 'stroke-opacity': alpha, fill: 'none' }))
}

export function beninCityBungalow() {
  const rng = makeRng('benin-city-bungalow')
  const S = new Svg(W, H)
  const C = camera({ pos: [9, 3.2, -17], target: [-0.5, 2.4, 3], fov: 50, w: W, h: H })
  const E = environment({ L: [-0.55, 0.75, -0.4], sun: '#fff0c8', shadow: '#5a6aa0', amb: 0.45, shadowAlpha: 0.22 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'morning', 0, hy + 30)
  sun(S, 260, 150, 46, { glowR: 6, alpha: 0.5 })
  clouds(S, rng, 5, { yMin: 120, yMax: hy * 0.75, opacity: 0.9 })
  hills(S, rng, hy + 10, 30, '#9fc0c6')
  treeline(S, rng, hy + 12, '#6f9d73', { density: 28, palms: 8, height: 42, bottom: H })
  ground(S, hy + 10, [[0, '#9cb86a'], [1, '#7ea452']])
  // laterite driveway + paved apron
  groundPoly(Wd, [[-15, -14], [15, -14], [15, 12], [-15, 12]], '#86ad57')
  groundPoly(Wd, [[-2.5, -14], [3.5, -14], [3.5, -1], [-2.5, -1]], '#c98a5a')
  groundPoly(Wd, [[-9, -2.4], [9, -2.4], [9, 0], [-9, 0]], '#cdbfa4')
  // wall behind and sides
  compoundWall(Wd, [[-15, -8], [-15, 12], [15, 12]], { color: '#ece0c6', coping: '#8c4a2c' })
  sprite(Wd, [-6, 0, 13], palm(rng, { H: 1000, lean: 0.06 }))
  sprite(Wd, [7, 0, 14], palm(rng, { H: 1050, lean: 0.1 }))
  sprite(Wd, [-11.5, 0, 5], leafyTree(rng, { H: 900, W: 900, green: '#3c8d48', fruit: ['#f2a93b', '#9bc53d', '#e9c23a'] }))
  const wall = '#f4e6c9'
  const win = (face, a, b = 1.0, w = 1.4, h = 1.35) => ({ face, a, b, w, h, opts: { curtain: rng.pick(['#e3d7c4', '#d9b58f']) } })
  const { roof } = building(Wd, {
    x0: -8, x1: 8, z0: 0, z1: 10, h: 3.4, wall, plinth: '#8d5a3b',
    windows: [win('front', 1.0), win('front', 3.4), win('front', 10.8), win('front', 13.4), win('right', 1.5), win('right', 4.5), win('right', 7.5)],
    doors: [{ face: 'front', a: 7.3, w: 1.3, h: 2.3, opts: { color: '#6b3f25' } }],
    roof: { type: 'hip', pitch: 24, overhang: 0.7, color: '#5f6f86', texture: 'longspan', fascia: '#f4efe6' },
    panels: { rows: 2, glow: 0.7, reflect: '#b9d3ff', margin: 0.5 },
  })
  void roof
  // veranda steps
  Wd.box([6.6, 0, -1.2], [9.0 - 0.3, 0.18, 0], '#d8ccb6')
  // water tank stand at back-right
  sprite(Wd, [9.8, 0, 8], waterTank({ standH: 330, tank: '#2a5d9f' }))
  sprite(Wd, [5, 0, -3], bush(rng, { W: 240, H: 110, green: '#3f8f4f', flowers: '#e2465d' }))
  sprite(Wd, [12, 0, -3], bush(rng, { W: 260, H: 120, green: '#3a8748' }))
  car(Wd, { x: 1.2, z: -6.5, along: 'z', color: '#2f5d8f', rot: 8 })
  sprite(Wd, [-3.8, 0, -2.8], person({ skin: '#5c3a27', top: '#2f6fb0', bottom: '#1f2638', hair: 'fade', armR: 'wave', armL: 'down', beard: true, sleeves: 'short' }))
  vignette(S, 0.22)
  return S.toString()
}

export function onitshaDuplexRooftop() {
  const rng = makeRng('onitsha-duplex-rooftop')
  const S = new Svg(W, H)
  const C = camera({ pos: [-15, 6, -25], target: [-0.5, 4.2, 2], fov: 46, w: W, h: H })
  const E = environment({ L: [0.45, 0.7, -0.55], sun: '#fff0cc', shadow: '#5c6aa4', amb: 0.42, shadowAlpha: 0.22 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, 'afternoon', 0, hy + 20)
  sun(S, 1420, 120, 44, { glowR: 6, alpha: 0.5 })
  clouds(S, rng, 5, { yMin: 90, yMax: hy * 0.7, opacity: 0.95 })
  treeline(S, rng, hy + 8, '#7ca27a', { density: 30, palms: 9, height: 40, bottom: H })
  ground(S, hy + 8, [[0, '#b9b08a'], [1, '#a1976f']])
  groundPoly(Wd, [[-16, -16], [16, -16], [16, 14], [-16, 14]], '#9dbf6a')
  paving(Wd, -16, 16, -16, 0, 0.7, '#9a8f7e', 0)
  groundPoly(Wd, [[-16, -16], [16, -16], [16, -1], [-16, -1]], '#cfc4b0')
  paving(Wd, -16, 16, -16, -1, 0.55, '#b3a893', 0.7)
  compoundWall(Wd, [[-16, -10], [-16, 14], [16, 14]], { color: '#efe3cc', coping: '#a6402b' })
  sprite(Wd, [-9, 0, 16], palm(rng, { H: 1100, lean: -0.08 }))
  sprite(Wd, [9, 0, 17], palm(rng, { H: 950, lean: 0.1 }))
  const wall = '#f6ead6'
  const win = (face, a, b, w = 1.3, h = 1.45) => ({ face, a, b, w, h, opts: { curtain: '#e9dcc8' } })
  // main two-storey block
  building(Wd, {
    x0: -7, x1: 7, z0: 0, z1: 10, h: 6.4, wall, plinth: '#a86a48', band: { at: [3.1], h: 0.25, color: '#e3cfae' },
    windows: [win('front', 6.5, 0.95), win('front', 9.2, 0.95), win('front', 11.8, 0.95), win('front', 6.5, 4.1), win('front', 9.2, 4.1), win('front', 11.8, 4.1), win('left', 1.5, 0.95), win('left', 4.5, 0.95), win('left', 7.5, 0.95), win('left', 1.5, 4.1), win('left', 4.5, 4.1), win('left', 7.5, 4.1)],
    doors: [{ face: 'front', a: 4.6, w: 1.5, h: 2.5, opts: { color: '#7b4a2b' } }],
    roof: { type: 'hip', pitch: 27, overhang: 0.75, color: '#b8372b', texture: 'steptile', fascia: '#fbf6ee' },
    panels: { rows: 1, glow: 0.65, reflect: '#bcd6ff', margin: 0.8 },
  })
  // projecting front wing with its own roof
  building(Wd, {
    x0: -7, x1: -2.2, z0: -3.2, z1: 0.01, h: 6.4, wall, plinth: '#a86a48', band: { at: [3.1], h: 0.25, color: '#e3cfae' },
    windows: [win('front', 1.55, 0.95, 1.7), win('front', 1.55, 4.1, 1.7), win('left', 1.0, 0.95, 1.2), win('left', 1.0, 4.1, 1.2)],
    roof: { type: 'hip', pitch: 27, overhang: 0.75, color: '#b8372b', texture: 'steptile', fascia: '#fbf6ee' },
  })
  // front porch canopy
  Wd.box([-2.2, 3.0, -1.8], [2.6, 3.3, 0], '#f6ead6')
  for (const x of [-2.0, 2.2]) Wd.box([x, 0, -1.7], [x + 0.3, 3.0, -1.4], '#fbf3e6')
  sprite(Wd, [11, 0, 5], waterTank({ standH: 360, tank: '#1e2a40' }))
  sprite(Wd, [-12, 0, -4], palm(rng, { H: 800, lean: 0.15 }))
  sprite(Wd, [-9.5, 0, -1.5], bush(rng, { W: 260, H: 120, green: '#3f8f4f', flowers: '#f06d8a' }))
  sprite(Wd, [9, 0, -2.5], bush(rng, { W: 300, H: 120, green: '#3a8748', flowers: '#f5c04a' }))
  car(Wd, { x: 3.5, z: -7, along: 'x', color: '#e8e9ee', rot: -10 })
  vignette(S, 0.2)
  return S.toString()
}

/**
 * Fallback for a photo name that has no dedicated scene yet (fixtures change): a seeded rooftop-solar home
 * in the same style, so every referenced image exists. The generator prints a warning when it is used.
 */
export function genericRooftop(name) {
  const rng = makeRng(name)
  const S = new Svg(W, H)
  const side = rng.chance(0.5) ? 1 : -1
  const C = camera({ pos: [side * rng.range(8, 12), rng.range(2.6, 4.5), -18], target: [0, 2.6, 3], fov: 50, w: W, h: H })
  const E = environment({ L: [-side * 0.5, 0.75, -0.4], sun: '#fff0c8', shadow: '#5a6aa0', amb: 0.45, shadowAlpha: 0.22 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  sky(S, rng.pick(['day', 'morning', 'afternoon']), 0, hy + 30)
  sun(S, side > 0 ? 240 : 1360, 150, 44, { glowR: 6, alpha: 0.5 })
  clouds(S, rng, 5, { yMin: 100, yMax: hy * 0.7 })
  treeline(S, rng, hy + 10, '#6f9d73', { density: 28, palms: 8, height: 42, bottom: H })
  ground(S, hy + 10, [[0, '#9cb86a'], [1, '#7ea452']])
  groundPoly(Wd, [[-15, -14], [15, -14], [15, 12], [-15, 12]], '#86ad57')
  groundPoly(Wd, [[-9, -2.4], [9, -2.4], [9, 0], [-9, 0]], '#cdbfa4')
  compoundWall(Wd, [[-15, -8], [-15, 12], [15, 12], [15, -8]], { color: '#ece0c6', coping: rng.pick(['#8c4a2c', '#0f2344', '#3b7a57']) })
  sprite(Wd, [rng.range(-8, 8), 0, 14], palm(rng, { H: 1000 }))
  const wall = rng.pick(['#f4e6c9', '#f6ead6', '#eef0ea', '#f3e3d3'])
  building(Wd, {
    x0: -8, x1: 8, z0: 0, z1: 10, h: 3.4, wall, plinth: '#8d5a3b',
    windows: [1.0, 3.4, 10.8, 13.4].map((a) => ({ face: 'front', a, b: 1.0, w: 1.4, h: 1.35, opts: { curtain: '#e3d7c4' } })),
    doors: [{ face: 'front', a: 7.3, w: 1.3, h: 2.3, opts: { color: '#6b3f25' } }],
    roof: { type: 'hip', pitch: 24, overhang: 0.7, color: rng.pick(['#b8372b', '#5f6f86', '#6e3a35', '#2d3f5e']), texture: rng.pick(['steptile', 'longspan']), fascia: '#f4efe6' },
    panels: { rows: 2, glow: 0.7, reflect: '#b9d3ff', margin: 0.5 },
  })
  sprite(Wd, [side * -11, 0, 4], leafyTree(rng, { H: 850, W: 850 }))
  sprite(Wd, [side * 5, 0, -3], bush(rng, { W: 240, H: 110, flowers: '#e2465d' }))
  vignette(S, 0.2)
  return S.toString()
}
