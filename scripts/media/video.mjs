// The training explainer video: SVG frames (same illustration kit) → PNG (sharp) → H.264 MP4 (ffmpeg).
import { Svg, el } from './svg.mjs'
import { makeRng, mix, lerp, clamp, smooth, f } from './util.mjs'
import { camera, environment, World, V } from './three.mjs'
import { sun, clouds, treeline, ground, vignette, building, groundPoly, sprite, compoundWall } from './kit.mjs'
import { palm, leafyTree, bush, waterTank, person } from './sprites.mjs'
import { trainingCentre } from './scenes/field.mjs'
import { paving } from './scenes/homes.mjs'
import { markElements } from './brand.mjs'

export const VW = 960
export const VH = 540
export const FPS = 24
export const DURATION = 15
export const FRAMES = FPS * DURATION

/** On-screen text and timings; the WebVTT captions are generated from the same list. */
export const TIMELINE = [
  { from: 0.6, to: 5.0, title: 'Solar Installation Training', sub: 'SunHarvest Energy · Asaba Training Centre', caption: '[The sun rises over a home with rooftop solar panels. The panels light up one by one and the battery starts to charge.]' },
  { from: 5.8, to: 10.0, title: 'Hands-on practice in Asaba', sub: 'Real panels, real inverters, working engineers', caption: '[Trainees in hard hats lift a solar panel onto the practice roof while their trainer guides them.]' },
  { from: 10.8, to: 13.0, title: 'Certified in 1–3 months', sub: 'Beginner, intermediate and advanced courses', caption: '[Graduates hold up their certificates in front of the SunHarvest training centre as confetti falls.]' },
  { from: 13.0, to: 15.0, title: 'SunHarvest Energy', sub: 'Register at sunharvest.ng', caption: '[The SunHarvest Energy logo appears. The battery is fully charged.]', endCard: true },
]

const SKINS = ['#4a2c1d', '#5c3a27', '#6e4631', '#7f5238', '#8f5e3f', '#3d2418', '#663f2a']
const mixStops = (a, b, t) => a.map(([o, c], i) => [o, mix(c, b[i][1], t)])
const DAWN = [[0, '#1b2a55'], [0.45, '#5d5a92'], [0.78, '#f0976a'], [1, '#ffd08a']]
const MORNING = [[0, '#4f9ee0'], [0.45, '#86c2ee'], [0.78, '#cfe8f6'], [1, '#fff0c9']]

function skyStops(S, stops, y1) {
  S.rect(0, 0, S.w, S.h, { fill: S.linear(stops, 0, 0, 0, y1, true) })
}

/** Scene A: sunrise over a rooftop array; panels light up in sequence. */
function sceneSunrise(S, t) {
  const rng = makeRng('video-sunrise')
  const p = smooth(t / 5.5)
  const C = camera({ pos: V.lerp([-10, 2.7, -18], [-8.2, 2.5, -15], smooth(t / 6)), target: [0, 3.2, 3], fov: 52, w: VW, h: VH })
  const E = environment({ L: [-0.55, lerp(0.15, 0.75, p), -0.5], sun: mix('#ffb36b', '#fff1cc', p), shadow: mix('#3c3f78', '#5866a0', p), amb: lerp(0.42, 0.5, p), shadowAlpha: lerp(0.05, 0.22, p) })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  skyStops(S, mixStops(DAWN, MORNING, p), hy + 20)
  sun(S, 150, lerp(hy + 10, 70, p), 26, { core: mix('#ffd27a', '#fff6d8', p), glow: mix('#ff9a3c', '#ffca64', p), glowR: 7, alpha: lerp(0.7, 0.5, p) })
  clouds(S, rng, 4, { yMin: 50, yMax: hy * 0.6, opacity: lerp(0.45, 0.85, p), color: mix('#e7a3a0', '#ffffff', p), shadow: mix('#9a6a8a', '#dce8f4', p), wMin: 120, wMax: 230 })
  treeline(S, rng, hy + 4, mix('#34395f', '#79a07a', p), { density: 22, palms: 6, height: 30, bottom: VH })
  ground(S, hy + 4, [[0, mix('#5a5266', '#b9b08a', p)], [1, mix('#6f6168', '#a1976f', p)]])
  groundPoly(Wd, [[-14, -14], [14, -14], [14, 12], [-14, 12]], mix('#6a6a62', '#a9c27a', p))
  groundPoly(Wd, [[-14, -14], [14, -14], [14, -1], [-14, -1]], mix('#7d7376', '#cfc4b0', p))
  compoundWall(Wd, [[-14, -10], [-14, 12], [14, 12]], { color: mix('#a99d98', '#efe3cc', p), coping: '#8c4a2c' })
  sprite(Wd, [-7, 0, 14], palm(rng, { H: 1050 }))
  sprite(Wd, [9, 0, 15], leafyTree(rng, { H: 800, W: 760 }))
  const { roof } = building(Wd, {
    x0: -7.5, x1: 7.5, z0: 0, z1: 9.5, h: 3.4, wall: '#f4e6c9', plinth: '#8d5a3b', lit: 1 - p,
    windows: [1.0, 3.4, 10.3, 12.8].map((a) => ({ face: 'front', a, b: 1.0, w: 1.4, h: 1.35, opts: { curtain: '#d9b58f' } })).concat([1.5, 4.5, 7.5].map((a) => ({ face: 'left', a, b: 1.0, w: 1.4, h: 1.35 }))),
    doors: [{ face: 'front', a: 6.85, w: 1.3, h: 2.3, opts: { color: '#6b3f25' } }],
    roof: { type: 'hip', pitch: 25, overhang: 0.7, color: '#b8372b', texture: 'steptile', fascia: '#f4efe6' },
  })
  // panels light up one by one
  const fr = roof.frontFrame
  const rows = 2
  const pw = 1.05
  const ph = 1.75
  const inset = (0.45 + 2 * ph) * fr.hipRatio
  const cols = Math.floor((fr.width - 2 * inset - 0.9 + 0.035) / (pw + 0.035))
  const a0 = (fr.width - (cols * pw + (cols - 1) * 0.035)) / 2
  const N = rows * cols
  const q = clamp((t - 1.0) / 3.2)
  const lit = (i, j) => (j * cols + i) / N < q
  const common = { rows, cols, pw, ph, gap: 0.035, rowGap: 0.035, start: [a0, 0.45], lift: 0.12, reflect: mix('#d98a8a', '#c9dcff', p) }
  const panels = Wd.solarArray(fr, { ...common, glow: 0.15, skip: (i, j) => lit(i, j) })
  Wd.solarArray(fr, { ...common, glow: 1, skip: (i, j) => !lit(i, j) })
  // glints on the most recently lit panels
  for (let k = 0; k < N; k++) {
    const age = q * N - k
    if (age < 0 || age > 2.5) continue
    const i = k % cols
    const j = Math.floor(k / cols)
    const c = Wd.at(V.add(V.at(fr.o, fr.u, fr.v, a0 + i * (pw + 0.035) + pw / 2, 0.45 + j * (ph + 0.035) + ph / 2), V.mul(fr.n, 0.2)))
    const s = c.s * 0.5 * Math.sin((age / 2.5) * Math.PI)
    S.path(`M${f(c.x)} ${f(c.y - s)}L${f(c.x + s * 0.18)} ${f(c.y - s * 0.18)}L${f(c.x + s)} ${f(c.y)}L${f(c.x + s * 0.18)} ${f(c.y + s * 0.18)}L${f(c.x)} ${f(c.y + s)}L${f(c.x - s * 0.18)} ${f(c.y + s * 0.18)}L${f(c.x - s)} ${f(c.y)}L${f(c.x - s * 0.18)} ${f(c.y - s * 0.18)}Z`, { fill: '#ffffff', 'fill-opacity': 0.9 })
  }
  void panels
  sprite(Wd, [9.5, 0, 5], waterTank({ standH: 330, tank: '#2a5d9f' }))
  sprite(Wd, [-10.5, 0, -5], palm(rng, { H: 900, lean: 0.15 }))
  sprite(Wd, [4, 0, -3], bush(rng, { W: 240, H: 110, flowers: '#e2465d' }))
  S.rect(0, 0, VW, VH, { fill: '#1a1f4a', 'fill-opacity': lerp(0.25, 0, p) })
}

/** Scene B: trainees lift a panel onto the practice roof. */
function sceneTraining(S, t) {
  const rng = makeRng('video-training')
  const C = camera({ pos: V.lerp([-5.2, 2.4, -10], [-3.8, 2.3, -9.2], smooth(t / 5.5)), target: [0.6, 2.2, 2], fov: 56, w: VW, h: VH })
  const E = environment({ L: [-0.5, 0.8, -0.35], sun: '#fff1cc', shadow: '#5866a0', amb: 0.45, shadowAlpha: 0.25 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  skyStops(S, MORNING, hy + 20)
  sun(S, 130, 70, 24, { glowR: 6, alpha: 0.5 })
  clouds(S, rng, 4, { yMin: 40, yMax: hy * 0.5, wMin: 120, wMax: 230 })
  treeline(S, rng, hy + 4, '#79a07a', { density: 22, palms: 6, height: 30, bottom: VH })
  ground(S, hy + 4, [[0, '#cdb58c'], [1, '#c2a377']])
  groundPoly(Wd, [[-30, -20], [30, -20], [30, 30], [-30, 30]], '#cfb488')
  groundPoly(Wd, [[-6, -3], [7, -3], [7, 5.5], [-6, 5.5]], '#c9c2b3')
  trainingCentre(Wd, { x0: -16, x1: 8, z0: 16, z1: 24 })
  sprite(Wd, [13, 0, 14], palm(rng, { H: 1100 }))
  const x0 = -4.5
  const x1 = 5.5
  const yl = 2.1
  const yh = 3.5
  const zh = 3.6
  for (const x of [x0 + 0.2, (x0 + x1) / 2, x1 - 0.2]) {
    Wd.pole([x, 0, zh], [x, yh, zh], 0.14, '#7a8396')
    Wd.pole([x, 0, 0.2], [x, yl, 0.2], 0.14, '#8a93a6')
  }
  Wd.castShadow([[x0, yl, 0], [x1, yl, 0], [x1, yh, zh], [x0, yh, zh]], { alpha: 0.25 })
  const deck = [[x0, yl, 0], [x1, yl, 0], [x1, yh, zh], [x0, yh, zh]]
  Wd.shaded(deck, '#9aa6b4', { cull: false })
  Wd.roofTexture(deck, V.norm([0, zh, -(yh - yl)]), '#9aa6b4', 'longspan')
  const vUp = V.norm([0, yh - yl, zh])
  const slope = Math.hypot(yh - yl, zh)
  const frame = { o: [x0, yl, 0], u: [1, 0, 0], v: vUp }
  for (const b of [0.55, slope - 0.55]) Wd.line3(V.at(frame.o, frame.u, frame.v, 0.2, b), V.at(frame.o, frame.u, frame.v, x1 - x0 - 0.2, b), { stroke: '#c5ccd8', 'stroke-width': 4 })
  Wd.solarArray(frame, { rows: 1, cols: 4, pw: 1.05, ph: slope - 0.4, start: [0.5, 0.2], glow: 0.75, reflect: '#cfe0ff', lift: 0.1 })
  // the panel moves from the trainees' hands onto the rails
  const m = smooth((t - 0.8) / 3.0)
  const seatO = V.add(V.at(frame.o, frame.u, frame.v, 0.5 + 4 * 1.085, 0.2), V.mul([0, 0.95, -0.3], 0.1))
  const liftO = [x0 + 4.8, yl - 0.35, -0.75]
  const o = V.lerp(liftO, seatO, m)
  const v = V.norm(V.lerp(V.norm([0, 1.1, 1]), vUp, m))
  const ph = lerp(1.75, slope - 0.4, m)
  const tx = lerp(0.4, 1.1, m)
  const armsUp = t < 4.2
  const up = [[[-28, -160], [-20, -186]], [[28, -160], [22, -186]]]
  const t1 = { skin: SKINS[2], top: '#2f6fb0', bottom: '#2b3347', vest: 'orange', hat: 'hardhat', hatColor: '#f7c325', hair: 'fade' }
  const t2 = { skin: SKINS[4], top: '#3fa866', bottom: '#2b3347', vest: 'lime', hat: 'hardhat', hatColor: '#ffffff', female: true, hair: 'bun' }
  sprite(Wd, [tx, 0, lerp(-1.0, -0.45, m)], person({ ...t1, armL: armsUp ? up[0] : 'down', armR: armsUp ? up[1] : 'wave' }))
  sprite(Wd, [tx + 1.6, 0, lerp(-1.0, -0.45, m)], person({ ...t2, armL: armsUp ? up[0] : 'hips', armR: armsUp ? up[1] : 'hips' }))
  Wd.solarArray({ o, u: [1, 0, 0], v }, { rows: 1, cols: 1, pw: 1.05, ph, glow: 0.7, reflect: '#cfe0ff', lift: 0, shadowY: 0 })
  sprite(Wd, [-2.2, 0, -2.6], person({ skin: SKINS[0], top: '#0f2344', bottom: '#2b3347', logo: true, collar: true, hat: 'hardhat', hatColor: '#ffffff', armR: t % 1.6 < 0.8 ? 'point' : 'down', armL: 'down', beard: true }))
  sprite(Wd, [-4.2, 0, -1.6], person({ skin: SKINS[3], top: '#e8e4da', bottom: '#1f2638', vest: 'lime', hat: 'hardhat', hatColor: '#f08a24', female: true, hair: 'braids', prop: 'clipboard', armL: 'work' }))
  sprite(Wd, [6.8, 0, -1.8], person({ skin: SKINS[5], top: '#6b4fa0', bottom: '#2b3347', vest: 'orange', hat: 'hardhat', hatColor: '#f7c325', armL: 'hips', armR: 'hips' }))
}

/** Scene C: graduates with certificates, confetti. */
function sceneGraduation(S, t) {
  const rng = makeRng('video-graduation')
  const C = camera({ pos: V.lerp([0.3, 1.5, -8.6], [0.3, 1.45, -7.2], smooth(t / 5)), target: [0.3, 1.9, 5], fov: 54, w: VW, h: VH })
  const E = environment({ L: [-0.5, 0.8, -0.4], sun: '#fff1cc', shadow: '#5866a0', amb: 0.45, shadowAlpha: 0.25 })
  const Wd = new World(S, C, E)
  const hy = C.horizonY()
  skyStops(S, MORNING, hy + 20)
  clouds(S, rng, 4, { yMin: 30, yMax: hy * 0.45, wMin: 120, wMax: 230 })
  treeline(S, rng, hy + 4, '#79a07a', { density: 22, palms: 6, height: 30, bottom: VH })
  ground(S, hy + 4, [[0, '#cdb58c'], [1, '#c2a377']])
  groundPoly(Wd, [[-30, -20], [30, -20], [30, 30], [-30, 30]], '#cfc6b4')
  paving(Wd, -30, 30, -12, 6, 0.6, '#b9ae9a', 0.5)
  trainingCentre(Wd, { x0: -11, x1: 11, z0: 6, z1: 14 })
  sprite(Wd, [-14.5, 0, 9], palm(rng, { H: 1050 }))
  sprite(Wd, [15, 0, 10], palm(rng, { H: 1150, lean: -0.1 }))
  const people = []
  for (const [z, xs] of [[1.2, [-4.2, -2.6, -1.0, 0.6, 2.2, 3.8]], [0, [-5.0, -3.3, -1.7, 2.4, 4.0, 5.6]]]) {
    for (const x of xs) {
      const female = rng.chance(0.45)
      const polo = rng.chance(0.6)
      people.push({ x, z, o: { skin: rng.pick(SKINS), top: polo ? '#0f2344' : rng.pick(['#2f6fb0', '#e8e4da', '#3fa866', '#6b4fa0', '#c4582f']), logo: polo, collar: polo, bottom: rng.pick(['#2b3347', '#1f2638', '#4a4f5e']), female, skirt: female && rng.chance(0.5) ? rng.pick(['#2b3347', '#6b4fa0', '#c4582f']) : null, hair: female ? rng.pick(['bun', 'braids', 'puff', 'long']) : rng.pick(['fade', 'short', 'bald']), hat: female && rng.chance(0.25) ? 'gele' : null, hatColor: rng.pick(['#f59f00', '#3fa866', '#c4582f']), beard: !female && rng.chance(0.3) }, raise: rng.range(1.0, 2.4) })
    }
  }
  for (const pp of people) {
    const raised = t > pp.raise && t < pp.raise + 1.6
    sprite(Wd, [pp.x, 0, pp.z], person({ ...pp.o, armL: raised ? 'wave' : 'hold', armR: raised ? 'wave' : 'hold', prop: raised ? null : 'certificate' }))
  }
  sprite(Wd, [0.4, 0, -0.3], person({ skin: SKINS[0], top: '#f59f00', bottom: '#2b3347', logo: true, collar: true, hat: 'hardhat', hatColor: '#ffffff', armL: 'down', armR: 'wave', beard: true }))
  // confetti
  const cr = makeRng('confetti')
  const cols = ['#f59f00', '#3fa866', '#ffffff', '#c4582f', '#4656c8', '#ffca64']
  const bits = []
  for (let i = 0; i < 90; i++) {
    const x0 = cr.range(0, VW)
    const speed = cr.range(60, 140)
    const start = cr.range(-1.5, 1.5)
    const y = -20 + (t - start) * speed
    if (y < -20 || y > VH + 20) continue
    const x = x0 + Math.sin((t + i) * cr.range(1, 3)) * 18
    const rot = (t * cr.range(90, 300) + i * 37) % 360
    bits.push(el.rect(-4, -2.5, 8, 5, { fill: cr.pick(cols), transform: `translate(${f(x)} ${f(y)}) rotate(${f(rot)})` }))
  }
  S.add(el.g(bits))
}

function card(S, t, item) {
  const a = smooth((t - item.from) / 0.45) * (1 - smooth((t - item.to + 0.35) / 0.35))
  if (a <= 0.001) return
  const y = 392 + (1 - smooth((t - item.from) / 0.45)) * 18
  const tw = item.title.length * 19.5 + 60
  const sw = item.sub.length * 8.4 + 60
  const w = Math.max(tw, sw)
  S.add(`<g opacity="${a.toFixed(3)}">${el.rect(36, y, w, 100, { rx: 12, fill: '#0f2344', 'fill-opacity': 0.88 })}${el.rect(36, y, 8, 100, { rx: 4, fill: '#f59f00' })}${el.text(64, y + 50, item.title, { fill: '#ffffff', 'font-size': 36, 'font-weight': 700 })}${el.text(64, y + 80, item.sub, { fill: '#ffca64', 'font-size': 16 })}</g>`)
}

function battery(S, t, level) {
  const x = 790
  const y = 28
  S.rect(x, y, 146, 54, { rx: 12, fill: '#0f2344', 'fill-opacity': 0.82 })
  S.rect(x + 14, y + 15, 54, 24, { rx: 5, fill: 'none', stroke: '#ffffff', 'stroke-width': 2.5 })
  S.rect(x + 68, y + 22, 5, 10, { rx: 2, fill: '#ffffff' })
  const c = level > 0.6 ? '#3fe07a' : level > 0.3 ? '#f2c230' : '#f08a3c'
  S.rect(x + 18, y + 19, 46 * level, 16, { rx: 3, fill: c })
  if (level < 0.999 && Math.floor(t * 2) % 2 === 0) S.path(`M${x + 43} ${y + 19}l-7 9h6l-3 8l8 -10h-6l3 -7z`, { fill: '#ffffff' })
  S.text(x + 84, y + 34, `${Math.round(level * 100)}%`, { fill: '#ffffff', 'font-size': 19, 'font-weight': 700 })
}

function endCard(S, t, item) {
  const a = smooth((t - item.from) / 0.6)
  if (a <= 0) return
  const inner = []
  inner.push(el.rect(0, 0, VW, VH, { fill: '#0f2344', 'fill-opacity': 0.9 }))
  inner.push(`<g transform="translate(${VW / 2 - 60} 140) scale(1.2)">${markElements(S, 'dark')}</g>`)
  inner.push(el.text(VW / 2, 330, 'SunHarvest Energy', { fill: '#ffffff', 'font-size': 46, 'font-weight': 700, 'text-anchor': 'middle' }))
  inner.push(el.text(VW / 2, 370, 'Solar installation training in Asaba', { fill: '#c9d3e6', 'font-size': 20, 'text-anchor': 'middle' }))
  inner.push(el.rect(VW / 2 - 150, 400, 300, 52, { rx: 26, fill: '#f59f00' }))
  inner.push(el.text(VW / 2, 434, item.sub, { fill: '#0f2344', 'font-size': 20, 'font-weight': 700, 'text-anchor': 'middle' }))
  S.add(`<g opacity="${a.toFixed(3)}">${inner.join('')}</g>`)
}

/** SVG for frame i. */
export function videoFrame(i) {
  const t = i / FPS
  const S = new Svg(VW, VH)
  const layer = (fn, local, opacity, id) => {
    const L = new Svg(VW, VH, id)
    fn(L, local)
    S.add(`<g opacity="${opacity.toFixed(3)}"><svg x="0" y="0" width="${VW}" height="${VH}" viewBox="0 0 ${VW} ${VH}">${L.inner()}</svg></g>`)
  }
  if (t < 5.5) layer(sceneSunrise, t, 1, 'a')
  if (t >= 5.0 && t < 10.5) layer(sceneTraining, t - 5.0, smooth((t - 5.0) / 0.5), 'b')
  if (t >= 10.0) layer(sceneGraduation, t - 10.0, smooth((t - 10.0) / 0.5), 'c')
  vignette(S, 0.25)
  battery(S, t, lerp(0.15, 1, smooth(t / 12.5)))
  for (const item of TIMELINE) {
    if (item.endCard) endCard(S, t, item)
    else card(S, t, item)
  }
  return S.toString()
}

const ts = (sec) => {
  const m = Math.floor(sec / 60)
  const s = sec - m * 60
  return `00:${String(m).padStart(2, '0')}:${s.toFixed(3).padStart(6, '0')}`
}
export function captionsVtt() {
  let out = 'WEBVTT\n\nNOTE\nThe video has no speech or music. These captions describe the on-screen text and animation.\n\n'
  TIMELINE.forEach((c, i) => {
    out += `${i + 1}\n${ts(c.from)} --> ${ts(c.to)}\n${c.title} — ${c.sub}\n${c.caption}\n\n`
  })
  return out
}
