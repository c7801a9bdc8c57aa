// Head-and-shoulders portrait avatars (800x800) on soft brand-coloured circles.
import { Svg, el } from './svg.mjs'
import { shade, mix, makeRng } from './util.mjs'
import { S_sunMark } from './kit.mjs'

const P = 800

const HEAD = 'M283 330 C283 243 335 196 400 196 C465 196 517 243 517 330 C517 410 482 468 442 490 Q400 508 358 490 C318 468 283 410 283 330 Z'

function sunMarkEls(x, y, r, color = '#f59f00') {
  const out = []
  S_sunMark({ path: (d, a) => out.push(el.path(d, a)), circle: (cx, cy, rr, a) => out.push(el.circle(cx, cy, rr, a)) }, x, y, r, color)
  return out.join('')
}

/** Background scenes clipped inside the circle. */
const SCENES = {
  house: (_S) => [
    el.rect(0, 520, P, 280, { fill: '#9fcf8f' }),
    el.poly([[80, 380], [250, 280], [420, 380]], { fill: '#c9765a' }),
    el.rect(110, 380, 280, 170, { fill: '#fbf3e4' }),
    el.poly([[150, 352], [250, 296], [330, 340], [230, 396]], { fill: '#4a58c0' }),
    el.rect(140, 420, 60, 60, { fill: '#a9cbe6' }),
    el.rect(600, 300, 14, 260, { fill: '#8b6b4a' }),
    el.path('M607 300 q-80 -10 -130 40 M607 300 q80 -10 130 40 M607 300 q-40 -50 -110 -50 M607 300 q40 -50 110 -50', { stroke: '#5fae6e', 'stroke-width': 26, fill: 'none', 'stroke-linecap': 'round' }),
  ].join(''),
  bakery: (_S) => [
    el.rect(0, 120, P, 80, { fill: '#f59f00' }),
    ...Array.from({ length: 9 }, (_, i) => el.path(`M${i * 100} 200 a50 36 0 0 0 100 0 Z`, { fill: i % 2 ? '#f59f00' : '#fff4df' })),
    ...Array.from({ length: 9 }, (_, i) => el.rect(i * 100, 120, 50, 80, { fill: '#fff4df' })),
    el.rect(60, 330, 220, 16, { rx: 8, fill: '#c79a62' }),
    el.ellipse(120, 318, 50, 20, { fill: '#d9964a' }),
    el.ellipse(220, 318, 44, 18, { fill: '#e0a65a' }),
    el.rect(560, 330, 220, 16, { rx: 8, fill: '#c79a62' }),
    el.ellipse(620, 318, 50, 20, { fill: '#d9964a' }),
    el.ellipse(720, 318, 44, 18, { fill: '#c98740' }),
  ].join(''),
  office: () => [
    el.rect(80, 120, 640, 420, { fill: '#dfeaf4' }),
    ...Array.from({ length: 14 }, (_, i) => el.rect(80, 130 + i * 30, 640, 12, { fill: '#c6d5e3' })),
    el.rect(392, 120, 16, 420, { fill: '#b7c6d4' }),
    el.rect(600, 470, 90, 70, { fill: '#3f8f4f', rx: 30 }),
  ].join(''),
  desk: () => [
    el.rect(70, 150, 280, 190, { rx: 10, fill: '#2a303c' }),
    el.rect(84, 164, 252, 162, { fill: '#eef3f9' }),
    ...Array.from({ length: 3 }, (_, r) => Array.from({ length: 5 }, (_, c) => el.rect(110 + c * 42, 190 + r * 42, 36, 36, { fill: '#4a58c0' })).join('')),
    el.rect(560, 180, 160, 130, { fill: '#fff1c9' }),
    el.path('M580 210 h110 M580 240 h90 M580 270 h100', { stroke: '#d9a64a', 'stroke-width': 8 }),
  ].join(''),
  panel: () => [
    el.poly([[520, 140], [760, 180], [740, 560], [500, 520]], { fill: '#d5dce8' }),
    el.poly([[532, 154], [748, 190], [730, 548], [512, 510]], { fill: '#3343a8' }),
    el.path('M586 163 L567 519 M640 172 L622 528 M694 181 L676 537 M526 243 L742 279 M520 332 L737 368 M516 421 L733 457', { stroke: '#8ea2ff', 'stroke-width': 3, 'stroke-opacity': 0.7 }),
    el.poly([[540, 160], [620, 172], [540, 420]], { fill: '#ffffff', 'fill-opacity': 0.12 }),
  ].join(''),
  site: () => [
    el.rect(0, 560, P, 240, { fill: '#d9c49a' }),
    el.poly([[90, 330], [420, 250], [420, 330], [90, 410]], { fill: '#3d4db5' }),
    el.path('M172 310 L172 390 M255 290 L255 370 M338 270 L338 350 M90 370 L420 290', { stroke: '#8ea2ff', 'stroke-width': 3 }),
    el.rect(600, 200, 12, 360, { fill: '#6d7384' }),
    el.rect(560, 200, 92, 12, { fill: '#6d7384' }),
  ].join(''),
  sun: () => [
    el.circle(620, 220, 70, { fill: '#ffffff', 'fill-opacity': 0.5 }),
    el.circle(620, 220, 110, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.35, 'stroke-width': 10 }),
  ].join(''),
  workshop: () => [
    el.rect(60, 160, 300, 220, { fill: '#c9a77a' }),
    el.rect(110, 200, 16, 120, { fill: '#d9342b' }),
    el.rect(170, 200, 12, 140, { fill: '#f2c230' }),
    el.circle(270, 250, 40, { fill: '#3b3f48' }),
    el.rect(560, 220, 160, 220, { rx: 10, fill: '#f4f5f6' }),
    el.rect(585, 250, 110, 50, { fill: '#1d2733' }),
    el.rect(595, 260, 60, 30, { fill: '#5fb8e6' }),
  ].join(''),
}

/**
 * o: { skin, bg, accent, scene, hair, hairColor, hat, hatColor, top: {style, color, accent}, beard, glasses, earrings, female, smile, age, prop }
 */
export function portrait(o) {
  const S = new Svg(P, P)
  const skin = o.skin
  const skinD = shade(skin, -0.2)
  const skinL = shade(skin, 0.12)
  const hairC = o.hairColor ?? '#16100c'
  // background
  S.rect(0, 0, P, P, { fill: S.linear([[0, mix(o.bg, '#ffffff', 0.55)], [1, mix(o.bg, '#ffffff', 0.3)]], 0, 0, 1, 1) })
  const circleClip = S.clip(el.circle(400, 410, 360, {}))
  S.add(el.g([el.circle(400, 410, 360, { fill: S.linear([[0, mix(o.bg, '#ffffff', 0.15)], [1, o.bg]], 0, 0, 0.6, 1) }), SCENES[o.scene]?.(S) ?? '', el.circle(400, 410, 360, { fill: o.bg, 'fill-opacity': 0.35 })], { 'clip-path': circleClip }))
  S.circle(400, 410, 360, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.6, 'stroke-width': 10 })
  S.begin({ transform: 'translate(400 800) scale(1.07) translate(-400 -800)' })
  // hair behind (long braids / afro / locs)
  S.begin({ transform: 'translate(0 24)' })
  if (!o.hat || o.hat === 'hardhat') {
    if (o.hair === 'afro') S.circle(400, 300, 178, { fill: hairC })
    if (o.hair === 'braids' || o.hair === 'locs') S.path('M262 300 C250 420 240 560 250 660 L550 660 C560 560 550 420 538 300 Z', { fill: hairC })
    if (o.hair === 'long') S.path('M268 300 C256 420 262 520 300 600 L500 600 C538 520 544 420 532 300 Z', { fill: hairC })
  }
  S.end()
  // torso
  const top = o.top
  const tc = top.color
  const torso = 'M90 800 C100 668 190 604 300 588 L500 588 C610 604 700 668 710 800 Z'
  S.path(torso, { fill: tc })
  S.path('M560 606 C640 630 700 690 710 800 L600 800 C600 700 585 640 560 606 Z', { fill: shade(tc, -0.2), 'fill-opacity': 0.45 })
  // neck
  S.path('M352 450 L352 596 Q400 640 448 596 L448 450 Z', { fill: skinD })
  S.path('M352 520 Q400 560 448 520 L448 470 L352 470 Z', { fill: shade(skin, -0.35), 'fill-opacity': 0.35 })
  // clothing details
  const st = top.style
  if (st === 'polo') {
    S.path('M340 590 L400 640 L460 590 L470 596 L400 690 L330 596 Z', { fill: shade(tc, -0.12) })
    S.path('M352 596 L400 640 L448 596 Z', { fill: skinD })
    S.path('M330 588 L300 600 L360 660 L400 640 Z M470 588 L500 600 L440 660 L400 640 Z', { fill: top.accent ?? shade(tc, 0.15) })
    S.rect(394, 640, 12, 100, { fill: shade(tc, -0.15) })
    S.circle(400, 670, 5, { fill: '#e9eef5' })
    S.circle(400, 705, 5, { fill: '#e9eef5' })
    if (top.logo !== false) S.add(sunMarkEls(530, 690, 14, top.logoColor ?? '#f59f00'))
  } else if (st === 'native') {
    S.path('M340 592 Q400 660 460 592', { stroke: top.accent, 'stroke-width': 14, fill: 'none' })
    S.path('M352 596 Q400 650 448 596 Z', { fill: skinD })
    S.path('M400 640 L400 800', { stroke: top.accent, 'stroke-width': 10 })
    for (let y = 660; y < 800; y += 26) S.path(`M386 ${y} l14 10 l14 -10`, { stroke: shade(top.accent, 0.3), 'stroke-width': 4, fill: 'none' })
    S.path('M150 800 C160 730 190 690 230 670', { stroke: shade(tc, -0.25), 'stroke-width': 4, fill: 'none', 'stroke-opacity': 0.5 })
  } else if (st === 'shirtTie') {
    S.path('M330 586 L400 650 L470 586 L486 600 L420 700 L400 660 L380 700 L314 600 Z', { fill: '#ffffff' })
    S.path('M352 594 L400 650 L448 594 Z', { fill: skinD })
    S.path('M386 648 L414 648 L420 670 L430 800 L370 800 L380 670 Z', { fill: top.accent })
    S.path('M384 648 L416 648 L410 672 L390 672 Z', { fill: shade(top.accent, -0.2) })
    S.path('M330 586 L400 650 L314 600 Z M470 586 L400 650 L486 600 Z', { fill: '#eef1f4' })
  } else if (st === 'overalls') {
    S.path('M352 596 Q400 640 448 596 L460 592 Q400 680 340 592 Z', { fill: shade(tc, -0.1) })
    S.path('M270 690 L530 690 L540 800 L260 800 Z', { fill: top.accent })
    S.path('M250 600 L300 700 M550 600 L500 700', { stroke: top.accent, 'stroke-width': 40, 'stroke-linecap': 'round' })
    S.rect(280, 680, 30, 30, { rx: 6, fill: '#c9ced6' })
    S.rect(490, 680, 30, 30, { rx: 6, fill: '#c9ced6' })
    S.rect(350, 720, 100, 70, { rx: 8, fill: shade(top.accent, -0.15) })
  } else if (st === 'checked') {
    const clip = S.clip(el.path(torso, {}))
    let d = ''
    for (let x = 80; x < 720; x += 44) d += `M${x} 560 L${x} 800`
    for (let y = 600; y < 800; y += 44) d += `M80 ${y} L720 ${y}`
    S.add(el.path(d, { stroke: top.accent, 'stroke-width': 14, 'stroke-opacity': 0.5, 'clip-path': clip }))
    S.path('M330 586 L400 650 L470 586 L486 600 L420 690 L400 660 L380 690 L314 600 Z', { fill: shade(tc, -0.1) })
    S.path('M352 594 L400 650 L448 594 Z', { fill: skinD })
    S.rect(394, 660, 12, 140, { fill: shade(tc, -0.2) })
  } else if (st === 'blouse') {
    S.path('M330 592 Q400 690 470 592 Z', { fill: skinD })
    if (top.pattern) for (let i = 0; i < 16; i++) S.circle(140 + (i % 8) * 74, 690 + Math.floor(i / 8) * 70, 18, { fill: top.accent, 'fill-opacity': 0.7 })
  }
  if (o.vest) {
    S.path('M120 800 C130 690 200 630 300 600 L350 620 L340 800 Z', { fill: o.vest })
    S.path('M680 800 C670 690 600 630 500 600 L450 620 L460 800 Z', { fill: o.vest })
    S.path('M150 720 L342 730 L342 752 L140 745 Z M650 720 L458 730 L458 752 L660 745 Z', { fill: '#e9eef5' })
  }
  if (o.harness) {
    S.path('M300 596 L330 800 M500 596 L470 800 M305 700 L495 700', { stroke: '#232a3a', 'stroke-width': 26, fill: 'none' })
    S.rect(380, 684, 40, 34, { rx: 6, fill: '#f5b82e' })
  }
  S.begin({ transform: 'translate(0 24)' })
  // ears
  if (o.hat !== 'hijab') {
    S.ellipse(284, 352, 22, 34, { fill: skinD })
    S.ellipse(516, 352, 22, 34, { fill: skinD })
    if (o.earrings) {
      S.circle(284, 394, 10, { fill: '#f2c230' })
      S.circle(516, 394, 10, { fill: '#f2c230' })
    }
  }
  // hijab drape behind the face
  if (o.hat === 'hijab') S.path('M244 390 C230 160 570 160 556 390 C566 480 610 560 660 650 C560 700 240 700 140 650 C190 560 234 480 244 390 Z', { fill: o.hatColor })
  // head
  S.path(HEAD, { fill: skin })
  S.path('M470 230 C510 270 520 340 512 400 C500 450 470 480 442 490 C480 440 496 360 470 230 Z', { fill: skinD, 'fill-opacity': 0.35 })
  // hair on the head
  if (!o.hat || o.hat === 'hardhat') {
    const hairFront = {
      short: 'M281 330 C276 226 333 184 400 184 C467 184 524 226 519 330 C506 280 470 250 400 250 C330 250 294 280 281 330 Z',
      fade: 'M284 310 C282 222 335 190 400 190 C465 190 518 222 516 310 C500 268 465 246 400 246 C335 246 300 268 284 310 Z',
      afro: 'M282 336 C270 240 320 200 400 200 C480 200 530 240 518 336 C500 282 470 262 400 262 C330 262 300 282 282 336 Z',
      braids: 'M279 340 C268 226 330 180 400 180 C470 180 532 226 521 340 C506 282 470 250 400 246 C330 250 294 282 279 340 Z',
      locs: 'M279 340 C268 226 330 180 400 180 C470 180 532 226 521 340 C506 282 470 250 400 246 C330 250 294 282 279 340 Z',
      bun: 'M281 330 C274 226 333 184 400 184 C467 184 526 226 519 330 C506 280 470 248 400 244 C330 248 294 280 281 330 Z',
      long: 'M279 350 C268 226 330 180 400 180 C470 180 532 226 521 350 C500 290 470 250 400 246 C330 250 300 290 279 350 Z',
      puff: 'M281 330 C274 226 333 184 400 184 C467 184 526 226 519 330 C506 280 470 248 400 244 C330 248 294 280 281 330 Z',
      bald: '',
    }
    const hf = hairFront[o.hair ?? 'short']
    if (o.hat !== 'hardhat') {
      if (o.hair === 'bun') S.circle(400, 170, 62, { fill: hairC })
      if (o.hair === 'puff') S.circle(400, 160, 80, { fill: hairC })
    }
    if (hf) S.path(hf, { fill: hairC })
    if ((o.hair === 'braids' || o.hair === 'locs') && o.hat !== 'hardhat') {
      let d = ''
      for (let i = -2; i <= 2; i++) d += `M${400 + i * 26} 196 Q${400 + i * 34} 222 ${400 + i * 40} 250`
      S.path(d, { stroke: shade(hairC, 0.25), 'stroke-width': 4, fill: 'none' })
    }
    if (o.grey) S.path('M284 312 C290 290 296 280 300 276 M516 312 C510 290 504 280 500 276', { stroke: '#c9c9c9', 'stroke-width': 10, fill: 'none', 'stroke-linecap': 'round' })
  }
  // beard
  if (o.beard) {
    S.path('M290 360 C292 430 330 492 400 504 C470 492 508 430 510 360 C500 420 470 448 440 452 C420 440 380 440 360 452 C330 448 300 420 290 360 Z', { fill: o.grey ? mix(hairC, '#9a9a9a', 0.45) : hairC })
    S.path('M362 448 Q400 436 438 448 Q400 460 362 448 Z', { fill: o.grey ? mix(hairC, '#9a9a9a', 0.45) : hairC })
  }
  // eyes
  for (const x of [355, 445]) {
    S.ellipse(x, 346, 20, 12.5, { fill: '#ffffff' })
    S.circle(x + 1, 347, 10.5, { fill: '#3a2416' })
    S.circle(x + 1, 347, 5.5, { fill: '#0d0805' })
    S.circle(x + 5, 343, 3.2, { fill: '#ffffff' })
    S.path(`M${x - 22} 346 Q${x} 326 ${x + 22} 345`, { stroke: '#1a0f0a', 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round' })
    S.path(`M${x - 16} 356 Q${x} 363 ${x + 16} 356`, { stroke: skinD, 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' })
  }
  // brows
  S.path('M326 314 Q352 300 380 310', { stroke: o.grey ? '#4a4440' : hairC, 'stroke-width': 9, fill: 'none', 'stroke-linecap': 'round' })
  S.path('M420 310 Q448 300 474 314', { stroke: o.grey ? '#4a4440' : hairC, 'stroke-width': 9, fill: 'none', 'stroke-linecap': 'round' })
  // nose
  S.path('M392 356 Q386 392 374 404 Q384 418 400 416 Q416 418 426 404 Q414 392 408 356', { fill: skinD, 'fill-opacity': 0.55 })
  S.ellipse(386, 408, 6, 4, { fill: shade(skin, -0.45) })
  S.ellipse(414, 408, 6, 4, { fill: shade(skin, -0.45) })
  S.ellipse(404, 396, 6, 8, { fill: skinL, 'fill-opacity': 0.45 })
  // cheeks
  S.ellipse(330, 410, 26, 16, { fill: '#e0607a', 'fill-opacity': 0.12 })
  S.ellipse(470, 410, 26, 16, { fill: '#e0607a', 'fill-opacity': 0.12 })
  // mouth
  const lip = mix(shade(skin, -0.3), '#8a2f3a', 0.35)
  if (o.smile === 'closed') {
    S.path('M362 444 Q400 470 438 444', { stroke: lip, 'stroke-width': 9, fill: 'none', 'stroke-linecap': 'round' })
    S.path('M378 462 Q400 472 422 462', { stroke: shade(lip, 0.25), 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round' })
  } else {
    S.path('M358 440 Q400 488 442 440 Q400 452 358 440 Z', { fill: '#4a1c1a' })
    S.path('M364 443 Q400 456 436 443 Q432 456 400 458 Q368 456 364 443 Z', { fill: '#ffffff' })
    S.path('M358 440 Q400 488 442 440', { stroke: lip, 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round' })
    S.path('M356 440 Q400 446 444 440', { stroke: lip, 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round' })
  }
  if (o.glasses) {
    S.path('M318 346 a37 30 0 1 0 74 0 a37 30 0 1 0 -74 0 M408 346 a37 30 0 1 0 74 0 a37 30 0 1 0 -74 0 M392 340 Q400 334 408 340 M318 340 L288 334 M482 340 L512 334', { stroke: o.glassesColor ?? '#1b1b22', 'stroke-width': 6, fill: 'none' })
  }
  // hats
  if (o.hat === 'hardhat') {
    const hc = o.hatColor
    S.path('M262 292 C262 140 538 140 538 292 Z', { fill: hc })
    S.path('M262 292 C262 140 400 130 400 130 L400 292 Z', { fill: shade(hc, 0.08) })
    S.path('M378 138 L422 138 L424 292 L376 292 Z', { fill: shade(hc, -0.08) })
    S.rect(236, 280, 328, 32, { rx: 16, fill: shade(hc, -0.12) })
    S.path('M300 230 Q320 180 370 160', { stroke: '#ffffff', 'stroke-opacity': 0.55, 'stroke-width': 12, fill: 'none', 'stroke-linecap': 'round' })
    S.add(sunMarkEls(470, 240, 14))
  } else if (o.hat === 'headscarf') {
    const hc = o.hatColor
    S.path('M256 368 C226 126 574 126 544 368 C532 300 490 262 400 258 C310 262 268 300 256 368 Z', { fill: hc })
    S.path('M262 360 C250 300 270 250 300 226 C280 270 276 320 290 372 Z', { fill: shade(hc, -0.15) })
    S.ellipse(512, 196, 60, 44, { fill: shade(hc, 0.08), transform: 'rotate(30 512 196)' })
    S.path('M292 214 Q400 170 508 214 M282 262 Q400 218 518 262', { stroke: shade(hc, -0.18), 'stroke-width': 6, fill: 'none' })
    if (o.hatPattern) for (let i = 0; i < 7; i++) S.circle(310 + i * 30, 236 + Math.abs(i - 3) * 7, 6, { fill: o.hatPattern })
  } else if (o.hat === 'hijab') {
    const hc = o.hatColor
    S.path('M282 330 C280 230 336 190 400 190 C464 190 520 230 518 330 C500 276 466 246 400 246 C334 246 300 276 282 330 Z', { fill: shade(hc, 0.08) })
    S.path('M270 420 C280 490 330 540 400 548 C470 540 520 490 530 420 C520 500 470 560 400 566 C330 560 280 500 270 420 Z', { fill: shade(hc, -0.1) })
  } else if (o.hat === 'gele') {
    const hc = o.hatColor
    S.path('M262 320 C200 260 230 120 340 110 C380 60 480 70 520 130 C600 150 610 270 538 320 C520 270 470 244 400 244 C330 244 280 270 262 320 Z', { fill: hc })
    S.path('M250 240 Q380 170 560 220 M300 150 Q420 100 530 150 M270 290 Q400 220 540 280', { stroke: shade(hc, -0.2), 'stroke-width': 8, fill: 'none' })
  }
  S.end()
  // props
  if (o.prop === 'multimeter') {
    S.add(el.g([el.rect(470, 600, 150, 230, { rx: 22, fill: '#f2c230' }), el.rect(490, 620, 110, 60, { rx: 6, fill: '#20303a' }), el.rect(500, 632, 70, 34, { fill: '#9fd1a8' }), el.circle(545, 730, 36, { fill: '#2a2f38' }), el.rect(540, 700, 10, 30, { fill: '#c9ced6' }), el.path('M480 800 C400 780 380 720 420 700', { stroke: '#d9342b', 'stroke-width': 10, fill: 'none' })], { transform: 'rotate(-8 545 720)' }))
    S.add(el.g([el.rect(440, 720, 90, 110, { rx: 40, fill: skin }), ...[0, 1, 2].map((i) => el.rect(500, 700 + i * 28, 80, 26, { rx: 13, fill: shade(skin, i % 2 ? 0 : -0.05) }))]))
  }
  if (o.prop === 'wrench') {
    S.add(el.g([el.rect(-12, -260, 24, 520, { rx: 10, fill: '#aab3c0' }), el.rect(-16, -60, 32, 200, { rx: 10, fill: '#2a2f38' }), el.rect(-26, -300, 52, 60, { rx: 12, fill: '#8c96a5' }), el.circle(0, -270, 12, { fill: '#5d6270' })], { transform: 'translate(600 640) rotate(22)' }))
    S.add(el.g([el.rect(540, 660, 110, 120, { rx: 44, fill: skin }), ...[0, 1, 2, 3].map((i) => el.rect(520, 650 + i * 28, 90, 26, { rx: 13, fill: shade(skin, i % 2 ? 0 : -0.05) }))]))
  }
  if (o.prop === 'laptop') {
    S.add(el.g([el.rect(-10, 680, 330, 200, { rx: 18, fill: '#c9ced6' }), el.rect(-10, 680, 330, 14, { rx: 7, fill: '#aab1bc' })], { transform: 'rotate(-6 150 760)' }))
    S.add(sunMarkEls(150, 770, 16, '#ffffff'))
  }
  S.end()
  return S.toString()
}

export const PEOPLE = {
  'adaeze-nnamdi': { skin: '#7f5238', bg: '#ffd27a', scene: 'desk', female: true, hair: 'braids', hairColor: '#1a120d', top: { style: 'blouse', color: '#0f2344' }, earrings: true, prop: 'laptop' },
  'admin-avatar': { skin: '#6e4631', bg: '#a9bfe0', scene: 'sun', hair: 'fade', top: { style: 'polo', color: '#0f2344', accent: '#1b3a66' }, glasses: true, smile: 'closed' },
  'aisha-bello': { skin: '#a06c48', bg: '#ffd9a0', scene: 'bakery', female: true, hat: 'headscarf', hatColor: '#2f9a5a', hatPattern: '#f2c230', top: { style: 'blouse', color: '#f59f00', accent: '#2f9a5a', pattern: true }, earrings: true },
  'chinedu-okafor': { skin: '#5c3a27', bg: '#b9dcc4', scene: 'house', hair: 'short', beard: true, top: { style: 'native', color: '#2f5fa8', accent: '#e9d39a' } },
  'emeka-nwosu': { skin: '#4a2c1d', bg: '#f7c7a8', scene: 'workshop', hair: 'fade', top: { style: 'overalls', color: '#d9dee5', accent: '#1f3f73' }, prop: 'multimeter', smile: 'closed' },
  'fatima-abubakar': { skin: '#8f5e3f', bg: '#ffd27a', scene: 'sun', female: true, hat: 'hijab', hatColor: '#1a2f57', top: { style: 'polo', color: '#f59f00', accent: '#0f2344', logoColor: '#0f2344' } },
  'ibrahim-musa': { skin: '#6e4631', bg: '#c3d3ea', scene: 'site', hair: 'short', beard: true, top: { style: 'polo', color: '#2f6fb0', logo: false }, harness: true, prop: 'wrench', smile: 'closed' },
  'kelechi-obi': { skin: '#5c3a27', bg: '#cfe6c0', scene: 'panel', hair: 'short', beard: true, top: { style: 'checked', color: '#c4582f', accent: '#f3e1cc' } },
  'ngozi-eze': { skin: '#7f5238', bg: '#bfe0c9', scene: 'site', female: true, hair: 'braids', hat: 'hardhat', hatColor: '#f7c325', top: { style: 'polo', color: '#3fa866', accent: '#2f8a52' }, earrings: true },
  'samuel-okonkwo': { skin: '#4a2c1d', bg: '#ffd9a0', scene: 'workshop', hair: 'short', grey: true, beard: true, hat: 'hardhat', hatColor: '#f4f4f2', top: { style: 'polo', color: '#0f2344', accent: '#1b3a66' }, glasses: true },
  'tunde-adeyemi': { skin: '#663f2a', bg: '#c9d6e6', scene: 'office', hair: 'fade', top: { style: 'shirtTie', color: '#f6f7f9', accent: '#1f3f73' }, smile: 'closed' },
}

/** Seeded fallback for a portrait name without an entry in PEOPLE. */
export function genericPerson(name) {
  const r = makeRng(name)
  const female = r.chance(0.5)
  return {
    skin: r.pick(['#4a2c1d', '#5c3a27', '#6e4631', '#7f5238', '#8f5e3f', '#663f2a']),
    bg: r.pick(['#ffd27a', '#b9dcc4', '#c3d3ea', '#f7c7a8', '#cfe6c0']),
    scene: r.pick(['sun', 'panel', 'house', 'office']),
    female,
    hair: female ? r.pick(['braids', 'bun', 'puff']) : r.pick(['short', 'fade']),
    beard: !female && r.chance(0.4),
    earrings: female,
    top: { style: 'polo', color: r.pick(['#0f2344', '#2f6fb0', '#3fa866', '#c4582f']), accent: '#1b3a66' },
  }
}
