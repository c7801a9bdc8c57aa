// Close-up 2D compositions: design desk, monitoring tablet, guide cover, inverter wiring.
import { Svg, el, smoothPath, FONT } from '../svg.mjs'
import { makeRng, shade, f } from '../util.mjs'
import { W, H, vignette, S_sunMark } from '../kit.mjs'
import { seatedBack, palm, bush } from '../sprites.mjs'

const g = (inner, transform, extra = {}) => el.g(inner, { transform, ...extra })

/** Hand gripping something along direction `ang` (deg) at (x, y); size in px. */
function grip(x, y, ang, size, skin, sleeve) {
  const k = size / 100
  const d = skin
  const dk = shade(skin, -0.2)
  const parts = [
    // forearm + sleeve
    el.rect(-40, 20, 80, 220, { rx: 30, fill: d }),
    el.rect(-48, 110, 96, 200, { rx: 18, fill: sleeve }),
    el.rect(-50, 100, 100, 26, { rx: 10, fill: shade(sleeve, -0.15) }),
    // palm
    el.rect(-46, -40, 92, 90, { rx: 34, fill: d }),
    // fingers wrapped (stacked capsules)
    ...[0, 1, 2, 3].map((i) => el.rect(-50 + 4, -46 + i * 22, 70 - i * 4, 26, { rx: 13, fill: i % 2 ? d : shade(d, -0.05), transform: `translate(${-30} 0)` })),
    // knuckle lines
    el.path('M-76 -24 L-16 -24 M-76 -2 L-20 -2 M-74 20 L-26 20', { stroke: dk, 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
    // thumb over the top
    el.rect(-20, -62, 78, 30, { rx: 15, fill: shade(d, 0.04), transform: 'rotate(-12)' }),
    el.ellipse(48, -58, 10, 9, { fill: shade(d, 0.25), 'fill-opacity': 0.7, transform: 'rotate(-12)' }),
  ]
  return g(parts, `translate(${f(x)} ${f(y)}) rotate(${ang}) scale(${k.toFixed(3)})`)
}

export function systemDesignDesk() {
  const rng = makeRng('system-design-desk')
  const S = new Svg(W, H)
  S.rect(0, 0, W, H, { fill: S.linear([[0, '#f2eadb'], [1, '#e4d8c2']]) })
  // window with Asaba outside
  const wx = 40
  const wy = 60
  const ww = 420
  const wh = 420
  S.rect(wx - 16, wy - 16, ww + 32, wh + 32, { rx: 6, fill: '#fbf8f2' })
  S.add(`<svg x="${wx}" y="${wy}" width="${ww}" height="${wh}" viewBox="0 0 ${ww} ${wh}">${el.rect(0, 0, ww, wh, { fill: S.linear([[0, '#6fb3e6'], [1, '#d8eef8']]) })}${el.circle(320, 80, 30, { fill: '#fff6d8' })}${el.path('M0 300 Q100 270 200 290 T420 280 L420 420 L0 420 Z', { fill: '#7fae7a' })}${el.path('M20 330 L90 300 L160 330 Z', { fill: '#b5523a' })}${el.rect(30, 330, 120, 60, { fill: '#efe3cc' })}${el.path('M220 340 L300 310 L380 340 Z', { fill: '#5f6f86' })}${el.rect(232, 340, 136, 60, { fill: '#f3ead8' })}${el.poly([[250, 318], [300, 300], [330, 312], [280, 330]], { fill: '#3a4fb0' })}<g transform="translate(150 420) scale(0.36)">${palm(rng, { H: 900 })}</g></svg>`)
  S.rect(wx + ww / 2 - 6, wy, 12, wh, { fill: '#fbf8f2' })
  S.rect(wx, wy + wh * 0.55 - 6, ww, 12, { fill: '#fbf8f2' })
  S.rect(wx - 30, wy + wh + 10, ww + 60, 22, { fill: '#f4efe4' })
  // light beam
  S.poly([[wx + ww, wy], [wx + ww + 520, 640], [wx + ww + 140, 640], [wx, wy + wh]], { fill: '#fff6dd', 'fill-opacity': 0.16 })
  // corkboard with plans
  const cx = 1220
  const cy = 90
  S.rect(cx, cy, 330, 250, { rx: 6, fill: '#8a6a48' })
  S.rect(cx + 12, cy + 12, 306, 226, { fill: '#c9a06a' })
  S.add(g([el.rect(0, 0, 130, 95, { fill: '#ffffff' }), ...[0, 1, 2, 3, 4].map((i) => el.rect(12 + i * 22, 22, 18, 30, { fill: '#3a4fb0' })), ...[0, 1, 2, 3, 4].map((i) => el.rect(12 + i * 22, 56, 18, 30, { fill: '#3a4fb0' })), el.circle(65, 6, 5, { fill: '#d9342b' })], `translate(${cx + 30} ${cy + 34}) rotate(-3)`))
  S.add(g([el.rect(0, 0, 90, 80, { fill: '#ffd46b' }), el.path('M12 22 h60 M12 40 h50 M12 58 h40', { stroke: '#8a6a48', 'stroke-width': 4 }), el.circle(45, 6, 5, { fill: '#2f6fb0' })], `translate(${cx + 190} ${cy + 30}) rotate(4)`))
  S.add(g([el.rect(0, 0, 120, 80, { fill: '#ffffff' }), el.rect(8, 8, 104, 64, { fill: '#8ec3ea' }), el.path('M8 50 L40 36 L80 52 L112 40 L112 72 L8 72 Z', { fill: '#7fae7a' }), el.poly([[30, 44], [70, 34], [80, 40], [40, 50]], { fill: '#3a4fb0' }), el.circle(60, 6, 5, { fill: '#3fa866' })], `translate(${cx + 170} ${cy + 135}) rotate(-2)`))
  // desk
  const dy = 640
  S.poly([[0, dy], [W, dy], [W, H], [0, H]], { fill: S.linear([[0, '#c08c58'], [1, '#9d6b3f']], 0, dy, 0, H, true) })
  S.rect(0, dy - 8, W, 10, { fill: '#8a5c36' })
  let grain = ''
  for (let i = 0; i < 16; i++) {
    const y = dy + 20 + i * 27 + rng.range(-6, 6)
    grain += `M0 ${f(y)} C400 ${f(y + rng.range(-10, 10))} 900 ${f(y + rng.range(-10, 10))} 1600 ${f(y + rng.range(-8, 8))}`
  }
  S.path(grain, { stroke: '#7e5230', 'stroke-width': 2, 'stroke-opacity': 0.25, fill: 'none' })
  // monitor
  const mx0 = 800
  const my0 = 170
  const mw = 600
  const mh = 370
  S.rect(mx0 + mw / 2 - 30, my0 + mh, 60, 110, { fill: '#3b414e' })
  S.ellipse(mx0 + mw / 2, dy + 12, 150, 22, { fill: '#2f3440' })
  S.ellipse(mx0 + mw / 2, dy + 30, 190, 20, { fill: '#000', 'fill-opacity': 0.15 })
  S.rect(mx0 - 14, my0 - 14, mw + 28, mh + 28, { rx: 14, fill: '#1d2330' })
  S.rect(mx0, my0, mw, mh, { fill: '#f4f7fb' })
  S.rect(mx0, my0, mw, 28, { fill: '#0f2344' })
  for (let i = 0; i < 3; i++) S.circle(mx0 + 16 + i * 14, my0 + 14, 4, { fill: ['#f59f00', '#3fa866', '#e9eef5'][i] })
  for (let i = 0; i < 4; i++) S.rect(mx0 + 80 + i * 40, my0 + 9, 28, 10, { rx: 4, fill: '#2d4a78' })
  // roof plan drawing
  const rx0 = mx0 + 40
  const ry0 = my0 + 60
  const rw = 360
  const rh = 250
  S.rect(rx0, ry0, rw, rh, { fill: '#f1c9b3', stroke: '#b5523a', 'stroke-width': 2 })
  S.poly([[rx0, ry0 + rh], [rx0 + rw, ry0 + rh], [rx0 + rw - rh / 2, ry0 + rh / 2], [rx0 + rh / 2, ry0 + rh / 2]], { fill: '#eab79c' })
  S.poly([[rx0, ry0], [rx0 + rh / 2, ry0 + rh / 2], [rx0, ry0 + rh]], { fill: '#f4d6c6' })
  S.path(`M${rx0} ${ry0}L${rx0 + rh / 2} ${ry0 + rh / 2}L${rx0} ${ry0 + rh}M${rx0 + rw} ${ry0}L${rx0 + rw - rh / 2} ${ry0 + rh / 2}L${rx0 + rw} ${ry0 + rh}M${rx0 + rh / 2} ${ry0 + rh / 2}L${rx0 + rw - rh / 2} ${ry0 + rh / 2}`, { stroke: '#b5523a', 'stroke-width': 2, fill: 'none' })
  const pan = []
  for (let r = 0; r < 2; r++) for (let c = 0; c < 6; c++) {
    const x = rx0 + 120 + c * 21 - (r === 1 ? 0 : 0)
    const y = ry0 + rh - 18 - (r + 1) * 36
    if (x < rx0 + 40 + r * 34 || x + 19 > rx0 + rw - 40 - r * 34) continue
    pan.push(el.rect(x - 40, y, 19, 34, { fill: '#3a4fb0', stroke: '#9fb0e8', 'stroke-width': 1 }))
  }
  S.add(el.g(pan))
  S.path(`M${rx0} ${ry0 + rh + 16}h${rw}M${rx0} ${ry0 + rh + 10}v12M${rx0 + rw} ${ry0 + rh + 10}v12M${rx0 - 16} ${ry0}v${rh}M${rx0 - 22} ${ry0}h12M${rx0 - 22} ${ry0 + rh}h12`, { stroke: '#7d8796', 'stroke-width': 1.5, fill: 'none' })
  S.path(`M${rx0 + rw - 20} ${ry0 + 14}l8 24l-8 -6l-8 6Z`, { fill: '#0f2344' })
  // sidebar: load table + pie + bars
  const sx = mx0 + 430
  S.rect(sx, my0 + 28, mw - 430, mh - 28, { fill: '#e9eef5' })
  for (let i = 0; i < 6; i++) {
    S.rect(sx + 14, my0 + 50 + i * 22, 70, 8, { rx: 4, fill: '#9aa6b8' })
    S.rect(sx + 100, my0 + 50 + i * 22, 40 + rng.range(0, 20), 8, { rx: 4, fill: i === 5 ? '#f59f00' : '#5c6f8f' })
  }
  const pcx = sx + 85
  const pcy = my0 + 250
  S.circle(pcx, pcy, 48, { fill: '#0f2344' })
  S.path(`M${pcx} ${pcy}L${pcx} ${pcy - 48}A48 48 0 0 1 ${f(pcx + 48 * Math.sin(2.2))} ${f(pcy - 48 * Math.cos(2.2))}Z`, { fill: '#f59f00' })
  S.path(`M${pcx} ${pcy}L${f(pcx + 48 * Math.sin(2.2))} ${f(pcy - 48 * Math.cos(2.2))}A48 48 0 0 1 ${f(pcx + 48 * Math.sin(3.6))} ${f(pcy - 48 * Math.cos(3.6))}Z`, { fill: '#3fa866' })
  S.circle(pcx, pcy, 22, { fill: '#e9eef5' })
  // laptop
  const lx = 520
  const ly = 420
  const lw = 330
  const lh = 210
  S.rect(lx - 10, ly - 10, lw + 20, lh + 16, { rx: 10, fill: '#2a303c' })
  S.rect(lx, ly, lw, lh, { fill: '#ffffff' })
  S.rect(lx, ly, lw, 22, { fill: '#3fa866' })
  for (let r = 0; r < 7; r++) {
    S.rect(lx, ly + 22 + r * 20, lw, 20, { fill: r % 2 ? '#f3f6f9' : '#ffffff' })
    S.rect(lx + 10, ly + 29 + r * 20, 90, 6, { rx: 3, fill: '#8d99ab' })
    S.rect(lx + 130, ly + 29 + r * 20, 30, 6, { rx: 3, fill: '#8d99ab' })
    S.rect(lx + 190, ly + 29 + r * 20, 40, 6, { rx: 3, fill: r === 6 ? '#f59f00' : '#8d99ab' })
  }
  for (let i = 0; i < 5; i++) S.rect(lx + 250 + i * 14, ly + 170 - [30, 50, 70, 45, 25][i], 10, [30, 50, 70, 45, 25][i], { fill: '#f59f00' })
  S.poly([[lx - 40, ly + lh + 6], [lx + lw + 40, ly + lh + 6], [lx + lw + 70, ly + lh + 50], [lx - 70, ly + lh + 50]], { fill: '#c9ced6' })
  S.poly([[lx - 10, ly + lh + 12], [lx + lw + 10, ly + lh + 12], [lx + lw + 30, ly + lh + 40], [lx - 30, ly + lh + 40]], { fill: '#aab1bc' })
  // papers with a sketch, pencil, mug, plant
  S.add(g([el.rect(0, 0, 300, 210, { fill: '#ffffff' }), el.path('M30 150 L110 80 L190 150 Z M50 150 L50 190 L170 190 L170 150', { stroke: '#4a5060', 'stroke-width': 3, fill: 'none' }), el.path('M70 118 L100 92 L130 118 L100 144 Z', { fill: '#3a4fb0', 'fill-opacity': 0.6 }), el.path('M210 40 h70 M210 62 h60 M210 84 h66 M210 106 h40', { stroke: '#8d99ab', 'stroke-width': 4 }), el.circle(245, 160, 24, { fill: 'none', stroke: '#f59f00', 'stroke-width': 4 })], 'translate(820 760) rotate(-6)'))
  S.add(g([el.rect(0, 0, 230, 12, { rx: 4, fill: '#f2c230' }), el.poly([[230, 0], [256, 6], [230, 12]], { fill: '#e9d3a8' }), el.rect(-14, 0, 16, 12, { fill: '#e2465d' })], 'translate(1140 900) rotate(-18)'))
  S.ellipse(1440, 760, 70, 16, { fill: '#000', 'fill-opacity': 0.15 })
  S.path('M1380 650 L1390 760 Q1430 772 1470 760 L1480 650 Z', { fill: '#f59f00' })
  S.ellipse(1430, 650, 50, 12, { fill: '#5a3420' })
  S.path('M1478 672 q40 0 36 36 q-4 30 -40 26', { stroke: '#f59f00', 'stroke-width': 12, fill: 'none' })
  S_sunMark(S, 1430, 710, 12, '#ffffff')
  S.path('M120 640 L140 560 L220 560 L240 640 Z', { fill: '#c4582f' })
  S.add(g(bush(rng, { W: 170, H: 150, green: '#3f8f4f' }), 'translate(180 565)'))
  // engineer over-the-shoulder (seated, from behind)
  S.add(g(seatedBack({ skin: '#6e4631', top: '#0f2344', hair: 'braids', hairColor: '#1a120d' }), 'translate(300 1110) scale(5.6)'))
  S.circle(300 - 0.5, 1110 - 124 * 0, 1, { fill: 'none' })
  vignette(S, 0.2)
  return S.toString()
}

export function monitoringDashboardTablet() {
  const rng = makeRng('monitoring-dashboard-tablet')
  const S = new Svg(W, H)
  // blurred living room
  const bg = []
  bg.push(el.rect(0, 0, W, H, { fill: '#e7d8bf' }))
  bg.push(el.rect(1000, 60, 520, 560, { fill: '#fff8e6' }))
  bg.push(el.rect(960, 40, 90, 620, { fill: '#c4582f' }))
  bg.push(el.rect(1480, 40, 90, 620, { fill: '#c4582f' }))
  bg.push(el.rect(0, 620, W, 447, { fill: '#b9936a' }))
  bg.push(el.rect(60, 420, 760, 260, { rx: 40, fill: '#23406e' }))
  bg.push(el.rect(90, 360, 700, 140, { rx: 40, fill: '#2c4c80' }))
  bg.push(el.rect(140, 400, 140, 120, { rx: 26, fill: '#f59f00' }))
  bg.push(el.rect(300, 410, 130, 110, { rx: 26, fill: '#3fa866' }))
  bg.push(el.path('M860 620 L880 420 L960 420 L980 620 Z', { fill: '#6b4a33' }))
  bg.push(g(bush(rng, { W: 300, H: 300, green: '#3f8f4f' }), 'translate(920 440)'))
  bg.push(el.circle(1280, 260, 160, { fill: '#fffbf0', 'fill-opacity': 0.8 }))
  S.add(el.g(bg, { filter: S.blur(14) }))
  S.rect(0, 0, W, H, { fill: '#0f2344', 'fill-opacity': 0.08 })
  // table
  S.poly([[0, 760], [W, 740], [W, H], [0, H]], { fill: S.linear([[0, '#a8743f'], [1, '#875a30']], 0, 740, 0, H, true) })
  S.ellipse(800, 860, 560, 60, { fill: '#000', 'fill-opacity': 0.18, filter: S.blur(12) })
  // left palm behind the tablet edge
  const skin = '#6e4631'
  S.add(grip(250, 720, -20, 170, skin, '#2f6fb0'))
  // tablet
  const ui = []
  ui.push(el.rect(-480, -320, 960, 640, { rx: 40, fill: '#151a24' }))
  ui.push(el.rect(-450, -290, 900, 580, { rx: 14, fill: '#0f2344' }))
  S_sunMark({ add: (x) => ui.push(x), path: (d, a) => ui.push(el.path(d, a)), circle: (x, y, r, a) => ui.push(el.circle(x, y, r, a)) }, -415, -258, 9)
  ui.push(el.rect(-392, -264, 120, 12, { rx: 6, fill: '#e9eef5' }))
  ui.push(el.rect(300, -268, 120, 22, { rx: 11, fill: '#3fa866' }))
  ui.push(el.circle(318, -257, 5, { fill: '#e9ffe9' }))
  const card = (x, y, w, h) => ui.push(el.rect(x, y, w, h, { rx: 16, fill: '#1a3258' }))
  // card A: energy flow
  card(-430, -225, 380, 300)
  ui.push(el.rect(-410, -205, 110, 10, { rx: 5, fill: '#8ea2c4' }))
  const node = (x, y, col, icon) => {
    ui.push(el.circle(x, y, 34, { fill: '#13284a', stroke: col, 'stroke-width': 4 }))
    ui.push(icon)
  }
  ui.push(el.path('M-340 -120 L-240 -40 M-240 -40 L-140 -120 M-240 -40 L-240 30', { stroke: '#f59f00', 'stroke-width': 4, 'stroke-dasharray': '10 8', fill: 'none' }))
  node(-340, -120, '#f59f00', el.g([el.circle(-340, -120, 11, { fill: '#f59f00' }), el.path('M-340 -142v8M-340 -98v-8M-362 -120h8M-318 -120h-8', { stroke: '#f59f00', 'stroke-width': 3 })]))
  node(-240, -40, '#e9eef5', el.path('M-258 -34 L-240 -54 L-222 -34 L-222 -22 L-258 -22 Z', { fill: '#e9eef5' }))
  node(-140, -120, '#8ea2c4', el.path('M-150 -100 L-140 -140 L-130 -100 M-146 -120 h12', { stroke: '#8ea2c4', 'stroke-width': 3, fill: 'none' }))
  node(-240, 30, '#3fa866', el.g([el.rect(-256, 16, 32, 28, { rx: 4, fill: 'none', stroke: '#3fa866', 'stroke-width': 3 }), el.rect(-252, 24, 19, 16, { fill: '#3fa866' })]))
  // card B: daily generation area chart
  card(-30, -225, 460, 230)
  ui.push(el.rect(-10, -205, 140, 10, { rx: 5, fill: '#8ea2c4' }))
  ui.push(el.rect(330, -208, 80, 16, { rx: 8, fill: '#f59f00', 'fill-opacity': 0.25 }))
  const cx0 = -10
  const cw = 420
  const cb = -20
  const curve = []
  for (let i = 0; i <= 24; i++) {
    const t = i / 24
    const v = Math.max(0, Math.sin(Math.PI * ((t - 0.25) / 0.55))) * (t > 0.25 && t < 0.8 ? 1 : 0)
    curve.push([cx0 + t * cw, cb - v * 140 * (1 - 0.08 * Math.sin(i * 1.7))])
  }
  for (let k = 0; k < 4; k++) ui.push(el.line(cx0, cb - k * 40, cx0 + cw, cb - k * 40, { stroke: '#2a4670', 'stroke-width': 1 }))
  ui.push(el.path(smoothPath(curve) + `L${cx0 + cw} ${cb}L${cx0} ${cb}Z`, { fill: S.linear([[0, '#ffca64', 0.9], [1, '#f59f00', 0.15]]) }))
  ui.push(el.path(smoothPath(curve), { stroke: '#ffca64', 'stroke-width': 3, fill: 'none' }))
  // card C: battery charge
  card(-30, 25, 460, 230)
  ui.push(el.rect(-10, 45, 130, 10, { rx: 5, fill: '#8ea2c4' }))
  const bc = []
  for (let i = 0; i <= 24; i++) {
    const t = i / 24
    const v = t < 0.3 ? 0.45 - t * 0.4 : t < 0.7 ? 0.33 + (t - 0.3) * 1.6 : 0.97 - (t - 0.7) * 0.6
    bc.push([cx0 + t * 300, 235 - v * 150])
  }
  for (let k = 0; k < 4; k++) ui.push(el.line(cx0, 235 - k * 40, cx0 + 300, 235 - k * 40, { stroke: '#2a4670', 'stroke-width': 1 }))
  ui.push(el.path(smoothPath(bc) + `L${cx0 + 300} 235L${cx0} 235Z`, { fill: S.linear([[0, '#3fa866', 0.5], [1, '#3fa866', 0.05]]) }))
  ui.push(el.path(smoothPath(bc), { stroke: '#5fd08a', 'stroke-width': 3.5, fill: 'none' }))
  // ring gauge
  const gx = 360
  const gy = 150
  ui.push(el.circle(gx, gy, 50, { fill: 'none', stroke: '#2a4670', 'stroke-width': 14 }))
  const a = 0.82 * Math.PI * 2
  ui.push(el.path(`M${gx} ${gy - 50}A50 50 0 1 1 ${f(gx + 50 * Math.sin(a))} ${f(gy - 50 * Math.cos(a))}`, { stroke: '#5fd08a', 'stroke-width': 14, fill: 'none', 'stroke-linecap': 'round' }))
  ui.push(el.rect(gx - 22, gy - 6, 44, 12, { rx: 6, fill: '#e9eef5' }))
  // card D: stat tiles
  for (let i = 0; i < 3; i++) {
    card(-430 + i * 128, 95, 118, 160)
    ui.push(el.circle(-430 + i * 128 + 30, 130, 12, { fill: ['#f59f00', '#3fa866', '#5fb8e6'][i] }))
    ui.push(el.rect(-430 + i * 128 + 16, 170, 86, 18, { rx: 9, fill: '#e9eef5' }))
    ui.push(el.rect(-430 + i * 128 + 16, 200, 60, 8, { rx: 4, fill: '#8ea2c4' }))
  }
  // screen glare
  ui.push(el.path('M-450 -290 L-120 -290 L-420 290 L-450 290 Z', { fill: '#ffffff', 'fill-opacity': 0.04 }))
  S.add(g(ui, 'translate(810 470) rotate(-3)'))
  // thumbs on the bezel
  S.add(g([el.rect(-14, -20, 60, 32, { rx: 16, fill: skin }), el.ellipse(36, -4, 9, 10, { fill: shade(skin, 0.3), 'fill-opacity': 0.6 })], 'translate(340 560) rotate(-70)'))
  S.add(grip(1360, 690, 20, 170, skin, '#2f6fb0').replace('<g transform="translate(1360', '<g transform="translate(1360'))
  S.add(g([el.rect(-46, -20, 60, 32, { rx: 16, fill: skin }), el.ellipse(-36, -4, 9, 10, { fill: shade(skin, 0.3), 'fill-opacity': 0.6 })], 'translate(1278 540) rotate(70)'))
  vignette(S, 0.22)
  return S.toString()
}

export function solarGuideCover() {
  const rng = makeRng('solar-guide-cover')
  const S = new Svg(W, H)
  S.rect(0, 0, W, H, { fill: S.linear([[0, '#b07b4b'], [1, '#95633a']], 0, 0, 1, 1) })
  let grain = ''
  for (let i = 0; i < 40; i++) {
    const y = i * 28 + rng.range(-8, 8)
    grain += `M-20 ${f(y)} C400 ${f(y + rng.range(-18, 18))} 1000 ${f(y + rng.range(-18, 18))} 1620 ${f(y + rng.range(-12, 12))}`
  }
  S.path(grain, { stroke: '#6f4523', 'stroke-width': 2.2, 'stroke-opacity': 0.22, fill: 'none' })
  // plant leaves in the top-left corner
  const leaf = (x, y, r, s, col) => S.add(g([el.path('M0 0 C60 -40 180 -30 240 0 C180 30 60 40 0 0 Z', { fill: col }), el.path('M0 0 L236 0', { stroke: shade(col, 0.25), 'stroke-width': 4 })], `translate(${x} ${y}) rotate(${r}) scale(${s})`))
  leaf(-40, 60, 20, 1.3, '#2f7d4f')
  leaf(-30, 160, -5, 1.1, '#3f9a5d')
  leaf(60, -30, 60, 1.0, '#358a55')
  // shadow + booklet
  S.add(g([el.rect(-280, -396, 560, 792, { rx: 6, fill: '#000', 'fill-opacity': 0.35 })], 'translate(668 560) rotate(-6)', { filter: S.blur(14) }))
  const T = (x, y, str, attrs) => el.text(x, y, str, { 'font-family': FONT, ...attrs })
  const cover = []
  cover.push(el.rect(-276, -392, 560, 792, { fill: '#e9e4da' }))
  cover.push(el.rect(-280, -396, 560, 792, { fill: '#ffffff' }))
  cover.push(el.rect(-280, -396, 560, 330, { fill: '#0f2344' }))
  cover.push(T(-236, -300, 'GOING SOLAR', { fill: '#ffffff', 'font-size': 60, 'font-weight': 700 }))
  cover.push(T(-236, -236, 'IN NIGERIA', { fill: '#ffca64', 'font-size': 60, 'font-weight': 700 }))
  cover.push(el.rect(-236, -210, 80, 6, { fill: '#f59f00' }))
  cover.push(T(-236, -160, 'A Homeowner’s Guide', { fill: '#e9eef5', 'font-size': 30 }))
  cover.push(T(-236, -120, 'Sizing · Batteries · Costs · Maintenance', { fill: '#8ea2c4', 'font-size': 19 }))
  // cover illustration
  cover.push(el.rect(-280, -66, 560, 330, { fill: '#cfe8f6' }))
  cover.push(el.circle(170, 10, 90, { fill: '#ffca64', 'fill-opacity': 0.5 }))
  cover.push(el.circle(170, 10, 54, { fill: '#f59f00' }))
  cover.push(el.path('M-280 190 Q-80 150 120 180 T280 170 L280 264 L-280 264 Z', { fill: '#3fa866' }))
  cover.push(el.rect(-170, 90, 250, 130, { fill: '#f3e7cf' }))
  cover.push(el.poly([[-200, 95], [-45, 10], [110, 95]], { fill: '#c4582f' }))
  cover.push(el.poly([[-150, 80], [-62, 31], [8, 70], [-80, 119]].map(([x, y]) => [x + 25, y - 12]), { fill: '#2e3a8c' }))
  cover.push(el.path('M-103 54 L-11 104 M-81 41 L11 91 M-59 29 L33 79 M-129 64 L-37 26 M-118 82 L-22 40', { stroke: '#8ea2ff', 'stroke-width': 1.5, 'stroke-opacity': 0.7 }))
  cover.push(el.rect(-130, 130, 50, 50, { fill: '#7fa6c9' }))
  cover.push(el.rect(0, 130, 50, 50, { fill: '#7fa6c9' }))
  cover.push(el.rect(-62, 150, 44, 70, { fill: '#7a4a2b' }))
  cover.push(g(palm(rng, { H: 900, frond: '#2f8f4e' }), 'translate(190 240) scale(0.26)'))
  // footer
  cover.push(el.rect(-280, 264, 560, 132, { fill: '#ffffff' }))
  const sm = []
  S_sunMark({ path: (d, a) => sm.push(el.path(d, a)), circle: (x, y, r, a) => sm.push(el.circle(x, y, r, a)) }, -226, 330, 17)
  cover.push(...sm)
  cover.push(T(-190, 322, 'SunHarvest Energy', { fill: '#0f2344', 'font-size': 28, 'font-weight': 700 }))
  cover.push(T(-190, 350, 'Solar installation · Training · Asaba', { fill: '#5c6f8f', 'font-size': 16 }))
  cover.push(el.rect(-280, 390, 560, 6, { fill: '#f59f00' }))
  S.add(g(cover, 'translate(668 560) rotate(-6)'))
  // calculator
  const calc = []
  calc.push(el.rect(-150, -230, 300, 460, { rx: 26, fill: '#262b36' }))
  calc.push(el.rect(-125, -200, 250, 90, { rx: 8, fill: '#b9c9a6' }))
  calc.push(el.text(108, -138, '1,250,000', { 'font-family': "'DejaVu Sans Mono', monospace", 'font-size': 38, fill: '#263022', 'text-anchor': 'end' }))
  const keys = [['C', '±', '%', '÷'], ['7', '8', '9', '×'], ['4', '5', '6', '−'], ['1', '2', '3', '+'], ['0', '.', '√', '=']]
  keys.forEach((row, r) => row.forEach((k, c) => {
    const x = -120 + c * 62
    const y = -88 + r * 62
    const col = c === 3 ? '#f59f00' : r === 0 ? '#5d6474' : '#41485a'
    calc.push(el.rect(x, y, 52, 50, { rx: 10, fill: col }))
    calc.push(el.text(x + 26, y + 33, k, { 'font-family': FONT, 'font-size': 22, fill: '#ffffff', 'text-anchor': 'middle' }))
  }))
  S.add(g([el.rect(-150, -230, 300, 460, { rx: 26, fill: '#000', 'fill-opacity': 0.35 })], 'translate(1215 600) rotate(10)', { filter: S.blur(12) }))
  S.add(g(calc, 'translate(1200 585) rotate(10)'))
  // coffee cup (top view)
  S.circle(1390, 170, 120, { fill: '#000', 'fill-opacity': 0.2, filter: S.blur(10) })
  S.circle(1380, 160, 118, { fill: '#f4efe6' })
  S.circle(1380, 160, 78, { fill: '#ffffff' })
  S.circle(1380, 160, 64, { fill: '#5a3420' })
  S.circle(1366, 146, 22, { fill: '#8a5a38', 'fill-opacity': 0.6 })
  S.rect(1456, 148, 60, 26, { rx: 12, fill: '#ffffff' })
  // pen and sticky note
  S.add(g([el.rect(0, 0, 300, 16, { rx: 6, fill: '#0f2344' }), el.poly([[300, 0], [332, 8], [300, 16]], { fill: '#e9d3a8' }), el.rect(40, -4, 80, 6, { rx: 3, fill: '#f59f00' })], 'translate(980 930) rotate(-24)'))
  S.add(g([el.rect(0, 0, 180, 170, { fill: '#ffd46b' }), el.path('M20 40 h120 M20 70 h100 M20 100 h130 M20 130 h70', { stroke: '#a06a1a', 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-opacity': 0.6 })], 'translate(140 780) rotate(8)'))
  vignette(S, 0.25)
  return S.toString()
}

export function inverterWiringCloseup() {
  const _rng = makeRng('inverter-wiring-closeup')
  const S = new Svg(W, H)
  S.rect(0, 0, W, H, { fill: S.linear([[0, '#e4e8ec'], [1, '#d2d8de']]) })
  S.rect(1460, 0, 46, H, { fill: '#f2f2f0' })
  S.rect(1452, 0, 8, H, { fill: '#c8ccd2' })
  // inverter body
  S.rect(150, -40, 1300, 760, { rx: 36, fill: '#000', 'fill-opacity': 0.18, filter: S.blur(16) })
  S.rect(140, -60, 1300, 760, { rx: 36, fill: '#f5f6f7' })
  S.rect(1360, -60, 80, 760, { rx: 30, fill: '#dfe2e6' })
  S.rect(140, 120, 1300, 10, { fill: '#f59f00' })
  S_sunMark(S, 220, 60, 16)
  S.rect(260, 50, 160, 18, { rx: 9, fill: '#c4cad2' })
  // open terminal compartment
  S.rect(260, 230, 1040, 430, { rx: 14, fill: '#2a313b' })
  S.rect(280, 250, 1000, 80, { fill: '#1f6b4a' })
  for (let i = 0; i < 18; i++) S.rect(300 + i * 54, 266 + (i % 3) * 12, 30, 18, { rx: 2, fill: i % 4 ? '#111820' : '#c9a64a' })
  for (const [x, y] of [[276, 246], [1284, 246], [276, 644], [1284, 644]]) S.circle(x, y, 8, { fill: '#9aa3ad' })
  // terminal blocks
  const tags = ['#d9342b', '#1d1f25', '#d9342b', '#1d1f25', '#d9342b', '#1d1f25', '#8a5a2b', '#2f6fb0', '#3fa866']
  const tx = (i) => 330 + i * 104
  for (let i = 0; i < tags.length; i++) {
    S.rect(tx(i), 360, 88, 150, { rx: 6, fill: '#c9ced6' })
    S.rect(tx(i), 360, 88, 18, { rx: 4, fill: tags[i] })
    S.circle(tx(i) + 44, 420, 22, { fill: '#aab2bd' })
    S.circle(tx(i) + 44, 420, 16, { fill: '#d9dee5' })
    S.rect(tx(i) + 30, 417, 28, 6, { rx: 2, fill: '#6d7480' })
    S.rect(tx(i) + 24, 470, 40, 30, { rx: 4, fill: '#3a414b' })
  }
  // cable glands along the bottom edge
  for (let i = 0; i < tags.length; i++) {
    S.rect(tx(i) + 14, 690, 60, 26, { rx: 4, fill: '#1b1f26' })
    S.rect(tx(i) + 20, 716, 48, 30, { rx: 6, fill: '#2a2f38' })
  }
  // cables up into the terminals (ferrules into the openings)
  const cable = (i, col, sx, wiggle) => {
    const x = tx(i) + 44
    const d = `M${sx} ${H + 20} C${sx} 900 ${x + wiggle} 820 ${x} 720 L${x} 500`
    S.path(d, { stroke: shade(col, -0.25), 'stroke-width': 34, fill: 'none', 'stroke-linecap': 'round' })
    S.path(d, { stroke: col, 'stroke-width': 28, fill: 'none', 'stroke-linecap': 'round' })
    S.path(`M${sx - 6} ${H + 20} C${sx - 6} 900 ${x + wiggle - 6} 820 ${x - 6} 720 L${x - 6} 520`, { stroke: '#ffffff', 'stroke-opacity': 0.22, 'stroke-width': 6, fill: 'none' })
    S.rect(x - 10, 478, 20, 30, { rx: 3, fill: '#d8a55a' })
  }
  cable(0, '#d9342b', 360, 20)
  cable(1, '#2a2d35', 470, -10)
  cable(2, '#d9342b', 600, 10)
  cable(3, '#2a2d35', 690, -20)
  cable(6, '#8a5a2b', 1030, 10)
  cable(7, '#2f6fb0', 1120, -10)
  cable(8, '#7cc04a', 1240, 0)
  // this cable is being inserted: loose, held by the left hand
  const lx = tx(4) + 44
  S.path(`M520 ${H + 40} C560 980 ${lx - 60} 860 ${lx - 10} 640`, { stroke: '#a82a20', 'stroke-width': 34, fill: 'none', 'stroke-linecap': 'round' })
  S.path(`M520 ${H + 40} C560 980 ${lx - 60} 860 ${lx - 10} 640`, { stroke: '#d9342b', 'stroke-width': 28, fill: 'none', 'stroke-linecap': 'round' })
  S.rect(lx - 22, 590, 22, 50, { rx: 3, fill: '#d8a55a', transform: `rotate(8 ${lx - 10} 620)` })
  // hands
  const skin = '#5c3a27'
  S.add(grip(lx - 50, 800, 8, 190, skin, '#0f2344'))
  // screwdriver into terminal 5 screw
  const sx = tx(5) + 44
  S.path(`M${sx} 420 L${sx + 170} 660`, { stroke: '#b9c0ca', 'stroke-width': 12, 'stroke-linecap': 'round' })
  S.add(g([el.rect(-22, 0, 44, 200, { rx: 20, fill: '#f2c230' }), el.rect(-24, 40, 48, 120, { rx: 16, fill: '#1d1f25' })], `translate(${sx + 170} 650) rotate(-35.3)`))
  S.add(grip(sx + 230, 770, -40, 200, skin, '#0f2344'))
  vignette(S, 0.25)
  return S.toString()
}
