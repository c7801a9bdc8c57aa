// A hand-written PDF (no dependencies): standard Helvetica fonts, WinAnsi text, simple vector graphics.
// Produces "Going Solar in Nigeria — A Homeowner's Guide" (4 A4 pages) with a correct xref table.

// Helvetica / Helvetica-Bold advance widths (1/1000 em) for ASCII 32..126 (from the standard AFM metrics).
const HELV = [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584]
const HELVB = [278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584]
// WinAnsi extras used in the text
const WIN = { '\u2019': [0x92, 222, 278], '\u2018': [0x91, 222, 278], '\u201c': [0x93, 333, 500], '\u201d': [0x94, 333, 500], '\u2022': [0x95, 350, 350], '\u2013': [0x96, 556, 556], '\u2014': [0x97, 1000, 1000], '\u00d7': [0xd7, 584, 584], '\u00b7': [0xb7, 278, 278] }

function charWidth(ch, bold) {
  const w = WIN[ch]
  if (w) return bold ? w[2] : w[1]
  const c = ch.charCodeAt(0)
  if (c >= 32 && c <= 126) return (bold ? HELVB : HELV)[c - 32]
  return 556
}
export function textWidth(str, size, bold = false) {
  let w = 0
  for (const ch of str) w += charWidth(ch, bold)
  return (w * size) / 1000
}
/** Encode a JS string as a PDF literal string body in WinAnsi bytes (latin1 JS string). */
function pdfString(str) {
  let out = ''
  for (const ch of str) {
    const w = WIN[ch]
    let code = w ? w[0] : ch.charCodeAt(0)
    if (code > 255) code = 63
    const c = String.fromCharCode(code)
    out += c === '\\' || c === '(' || c === ')' ? `\\${c}` : c
  }
  return out
}
export function wrap(str, size, maxWidth, bold = false) {
  const words = str.split(/\s+/).filter(Boolean)
  const lines = []
  let line = ''
  for (const w of words) {
    const test = line ? `${line} ${w}` : w
    if (textWidth(test, size, bold) <= maxWidth || !line) line = test
    else {
      lines.push(line)
      line = w
    }
  }
  if (line) lines.push(line)
  return lines
}

const hex = (c) => {
  const h = c.replace('#', '')
  return [0, 2, 4].map((i) => (parseInt(h.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ')
}
const n = (v) => (Math.round(v * 100) / 100).toString()

/** Page content builder with a simple top-down cursor. */
class Page {
  constructor(w = 595.28, h = 841.89) {
    this.w = w
    this.h = h
    this.ops = []
    this.y = h - 60
    this.left = 56
    this.right = w - 56
  }
  fill(c) {
    this.ops.push(`${hex(c)} rg`)
  }
  stroke(c) {
    this.ops.push(`${hex(c)} RG`)
  }
  rect(x, y, w, h, c) {
    this.fill(c)
    this.ops.push(`${n(x)} ${n(y)} ${n(w)} ${n(h)} re f`)
  }
  line(x1, y1, x2, y2, c, w = 0.6) {
    this.stroke(c)
    this.ops.push(`${n(w)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`)
  }
  circle(cx, cy, r, c) {
    const k = 0.5523 * r
    this.fill(c)
    this.ops.push(`${n(cx + r)} ${n(cy)} m ${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} c ${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} c ${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)} c ${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} c f`)
  }
  poly(points, c) {
    this.fill(c)
    this.ops.push(points.map((p, i) => `${n(p[0])} ${n(p[1])} ${i ? 'l' : 'm'}`).join(' ') + ' h f')
  }
  text(x, y, str, { size = 11, bold = false, color = '#1f2937' } = {}) {
    this.fill(color)
    this.ops.push(`BT /${bold ? 'F2' : 'F1'} ${n(size)} Tf ${n(x)} ${n(y)} Td (${pdfString(str)}) Tj ET`)
  }
  /** Flowing paragraph at the cursor. */
  para(str, { size = 10.5, lead = 15, bold = false, color = '#1f2937', indent = 0, after = 7, width } = {}) {
    const lines = wrap(str, size, (width ?? this.right - this.left) - indent, bold)
    for (const l of lines) {
      this.text(this.left + indent, this.y, l, { size, bold, color })
      this.y -= lead
    }
    this.y -= after
  }
  heading(str, { size = 15, color = '#0f2344', rule = true } = {}) {
    this.y -= 6
    this.text(this.left, this.y, str, { size, bold: true, color })
    if (rule) this.rect(this.left, this.y - 6, 36, 2.5, '#f59f00')
    this.y -= size + 10
  }
  bullets(items, { size = 10.5, lead = 14.5, color = '#1f2937', marker = '\u2022', after = 6 } = {}) {
    for (const it of items) {
      const [head, rest] = Array.isArray(it) ? it : [null, it]
      const lines = wrap((head ? `${head} ` : '') + rest, size, this.right - this.left - 16)
      lines.forEach((l, i) => {
        if (i === 0) this.text(this.left + 2, this.y, marker, { size, color: '#e08e00', bold: true })
        if (i === 0 && head && l.startsWith(head)) {
          this.text(this.left + 16, this.y, head, { size, bold: true, color })
          this.text(this.left + 16 + textWidth(`${head} `, size, true), this.y, l.slice(head.length + 1), { size, color })
        } else this.text(this.left + 16, this.y, l, { size, color })
        this.y -= lead
      })
      this.y -= 2
    }
    this.y -= after
  }
  /** Table with column x offsets and alignments; first row is the header. */
  table(rows, cols, { size = 9.5, lead = 17, shade = '#f4f6fa', header = '#0f2344', totalRow = false } = {}) {
    const x0 = this.left
    const x1 = this.right
    rows.forEach((row, r) => {
      const isHead = r === 0
      const isTotal = totalRow && r === rows.length - 1
      if (isHead) this.rect(x0, this.y - 5, x1 - x0, lead, header)
      else if (isTotal) this.rect(x0, this.y - 5, x1 - x0, lead, '#fff1d2')
      else if (r % 2 === 0) this.rect(x0, this.y - 5, x1 - x0, lead, shade)
      row.forEach((cell, c) => {
        const { x, align = 'left' } = cols[c]
        const bold = isHead || isTotal
        const w = textWidth(cell, size, bold)
        const tx = align === 'right' ? x0 + x - w : x0 + x
        this.text(tx, this.y, cell, { size, bold, color: isHead ? '#ffffff' : '#1f2937' })
      })
      this.y -= lead
    })
    this.y -= 10
  }
  callout(title, body, { color = '#fff6e0', bar = '#f59f00', size = 10 } = {}) {
    const lines = wrap(body, size, this.right - this.left - 28)
    const h = 22 + lines.length * 14 + 8
    this.rect(this.left, this.y - h + 14, this.right - this.left, h, color)
    this.rect(this.left, this.y - h + 14, 4, h, bar)
    this.text(this.left + 16, this.y, title, { size: 10.5, bold: true, color: '#0f2344' })
    let y = this.y - 17
    for (const l of lines) {
      this.text(this.left + 16, y, l, { size, color: '#1f2937' })
      y -= 14
    }
    this.y -= h + 10
  }
  footer(pageNo, total) {
    this.line(this.left, 44, this.right, 44, '#d5dbe5', 0.6)
    this.text(this.left, 30, 'SunHarvest Energy \u00b7 14 Nnebisi Road, Asaba \u00b7 +234 803 555 0142 \u00b7 www.sunharvest.ng', { size: 8, color: '#5c6f8f' })
    const s = `Page ${pageNo} of ${total}`
    this.text(this.right - textWidth(s, 8), 30, s, { size: 8, color: '#5c6f8f' })
  }
  /** Sun-over-panel brand mark at (x, y) bottom-left, size s. */
  mark(x, y, s) {
    const k = s / 100
    const P = (px, py) => [x + px * k, y + (100 - py) * k]
    for (let i = 0; i < 9; i++) {
      const a = Math.PI + (i / 8) * Math.PI
      const [ax, ay] = P(50 + Math.cos(a) * 29, 46 + Math.sin(a) * 29)
      const [bx, by] = P(50 + Math.cos(a) * 40, 46 + Math.sin(a) * 40)
      this.stroke('#f59f00')
      this.ops.push(`1 J ${n(6.5 * k)} w ${n(ax)} ${n(ay)} m ${n(bx)} ${n(by)} l S 0 J`)
    }
    const [cx, cy] = P(50, 46)
    this.circle(cx, cy, 21 * k, '#f5a815')
    this.poly([P(22, 58), P(78, 58), P(90, 94), P(10, 94)], '#ffffff')
    this.poly([P(25, 61), P(75, 61), P(86, 91), P(14, 91)], '#2e3a8c')
    this.line(...P(41.7, 61), ...P(38.7, 91), '#ffffff', 2.2 * k)
    this.line(...P(58.3, 61), ...P(61.3, 91), '#ffffff', 2.2 * k)
    this.line(...P(19.5, 76), ...P(80.5, 76), '#ffffff', 2.2 * k)
  }
}

function buildPages() {
  const pages = []
  // ---------------------------------------------------------------- page 1
  let p = new Page()
  p.rect(0, p.h - 250, p.w, 250, '#0f2344')
  p.rect(0, p.h - 254, p.w, 4, '#f59f00')
  p.mark(p.left, p.h - 92, 52)
  p.text(p.left + 62, p.h - 64, 'SunHarvest Energy', { size: 14, bold: true, color: '#ffffff' })
  p.text(p.left + 62, p.h - 80, 'Solar Energy Solutions for Africa', { size: 9, color: '#c9d3e6' })
  p.text(p.left, p.h - 140, 'Going Solar in Nigeria', { size: 32, bold: true, color: '#ffffff' })
  p.text(p.left, p.h - 172, 'A Homeowner\u2019s Guide by SunHarvest Energy', { size: 15, color: '#ffca64' })
  p.text(p.left, p.h - 200, 'How solar works \u00b7 Sizing your system \u00b7 Inverters and batteries \u00b7 Solar vs diesel costs', { size: 9.5, color: '#c9d3e6' })
  p.text(p.left, p.h - 215, 'Harmattan maintenance \u00b7 Questions to ask before you pay an installer', { size: 9.5, color: '#c9d3e6' })
  // a small illustration: sun and a rooftop array
  p.circle(p.right - 30, p.h - 62, 24, '#f59f00')
  p.poly([[p.right - 130, p.h - 158], [p.right - 68, p.h - 104], [p.right - 6, p.h - 158]], '#c4582f')
  p.poly([[p.right - 112, p.h - 150], [p.right - 76, p.h - 119], [p.right - 56, p.h - 136], [p.right - 92, p.h - 167]].map(([x, y]) => [x, y + 8]), '#4656c8')
  p.rect(p.right - 116, p.h - 200, 96, 42, '#f3e7cf')
  p.rect(p.right - 78, p.h - 200, 18, 28, '#7a4a2b')
  p.y = p.h - 290
  p.heading('Why this guide')
  p.para('Most Nigerian homes live with two power bills: the grid (when it comes) and the generator that covers the gaps. Solar can replace most of that generator spending, but only if the system is sized for the way you actually use power and installed properly. This guide explains the basics in plain language so you can plan your system, compare quotes and ask the right questions before you spend a naira.')
  p.heading('How a home solar system works')
  p.para('A typical home system has four parts that work together:')
  p.bullets([
    ['Solar panels', 'on the roof turn sunlight into DC electricity. They produce most between about 10 am and 3 pm and nothing at night.'],
    ['Charge controller', '(usually built into a hybrid inverter) manages how the panels charge the battery, so it is never overcharged.'],
    ['Battery bank', 'stores energy for the evening and night. Lithium (LiFePO4) batteries last far longer than lead-acid and can use more of their capacity.'],
    ['Inverter', 'converts battery and panel power into the 230 V AC your sockets, fans and fridge use. A hybrid inverter can also take power from the grid or a generator and charge the battery from them.'],
  ])
  p.para('During the day the panels run your home and charge the battery. In the evening the battery takes over. When the battery gets low or the sky stays cloudy for days, a hybrid inverter can switch to the grid (or a generator) automatically, so the lights stay on.')
  p.callout('The golden rule', 'Solar is cheapest when you use energy efficiently first. Swap old bulbs for LEDs, choose inverter-type fridges and air-conditioners, and keep heavy loads such as pumping machines, irons and kettles to sunny daytime hours.')
  pages.push(p)
  // ---------------------------------------------------------------- page 2
  p = new Page()
  p.heading('Step 1: List your appliances and their watts')
  p.para('Walk through your home and write down everything you want solar to power, its rating in watts (on the label or manual) and how many hours a day it runs. Multiply to get watt-hours (Wh) per day. Here is an example for a three-bedroom flat:')
  p.table(
    [
      ['Appliance', 'Qty', 'Watts each', 'Hours/day', 'Wh per day'],
      ['LED bulbs', '10', '10 W', '6', '600'],
      ['Ceiling / standing fans', '3', '70 W', '8', '1,680'],
      ['Inverter fridge (average draw)', '1', '100 W', '24', '2,400'],
      ['LED TV + decoder', '1', '120 W', '5', '600'],
      ['Laptops and phone charging', '3', '60 W', '4', '720'],
      ['Wi-Fi router', '1', '15 W', '24', '360'],
      ['Total daily energy', '', '', '', '6,360 Wh'],
    ],
    [{ x: 8 }, { x: 250, align: 'right' }, { x: 330, align: 'right' }, { x: 405, align: 'right' }, { x: 475, align: 'right' }],
    { totalRow: true },
  )
  p.heading('Step 2: Work out the size of each part')
  p.bullets([
    ['Inverter (kVA):', 'add up the watts of everything that may run at the same time, then add 25-30% headroom for motors starting. In the example everything together draws about 0.75 kW; allowing for the fridge compressor starting and a pumping machine or iron later, a 3 kVA hybrid inverter is comfortable.'],
    ['Battery (kWh):', 'take the energy you use after sunset (in the example about 4 kWh) and divide by the usable depth of discharge: 0.9 for lithium, 0.5 for lead-acid. That means about 4.5 kWh of lithium, or 8 kWh of lead-acid batteries.'],
    ['Panels (kWp):', 'divide your daily energy by the peak sun hours (about 4.5 in the south, 5.5 in the north) and by 0.75 for real-world losses such as heat and dust: 6.36 kWh / 4.5 / 0.75 = about 1.9 kWp, or five 400 W panels.'],
  ])
  p.callout('Tip: size for the season you care about', 'Rainy-season days can produce half of what a dry-season day does. If you need full coverage from June to September, add 20-30% more panels, or plan on the grid or a small generator as backup on the dullest days.')
  p.heading('Step 3: Check your roof and your space')
  p.para('Each 400 W panel is about 1.1 m by 1.8 m. South-facing roof slopes are best in Nigeria, but east and west slopes lose only 10-15%. Avoid shade from water tanks, parapets and trees, because a shaded panel drags down the whole string. Batteries and the inverter need a cool, dry, ventilated room or cabinet, away from the kitchen and out of direct sun.')
  pages.push(p)
  // ---------------------------------------------------------------- page 3
  p = new Page()
  p.heading('Inverter vs battery: what each one does')
  p.para('People often ask for \u201ca 5 kVA inverter\u201d as if that decides everything. It does not. The two numbers answer different questions:')
  p.bullets([
    ['The inverter rating (kVA)', 'is how much power you can draw at one moment: how many things can run together. Too small and it trips when the pumping machine starts.'],
    ['The battery capacity (kWh)', 'is how much energy is stored: how long things can run. Too small and the lights go off at 2 am even though the inverter is big.'],
    ['The panels (kWp)', 'decide how much energy you can put back in each day. Too few panels and the battery is never fully charged, which shortens its life.'],
  ])
  p.para('A balanced system matches all three to your list from Step 1. A large inverter on a small battery and two panels is one of the most common and most disappointing set-ups we are called to fix.')
  p.heading('Solar vs diesel and petrol: the real cost')
  p.para('Generators look cheap to buy but expensive to run. Below is an illustrative comparison for the example home over one year (fuel at about N1,000 per litre; prices change, so use your own figures):')
  p.table(
    [
      ['Cost item', 'Generator (per year)', 'Solar (first year)'],
      ['Equipment', 'N650,000 (3.5 kVA set)', 'N4,800,000 (installed)'],
      ['Fuel: 8 h/day at about 1.2 L/h', 'N3,500,000', 'N0'],
      ['Servicing, oil and repairs', 'N300,000', 'N60,000 (cleaning, checks)'],
      ['Total in year one', 'N4,450,000', 'N4,860,000'],
      ['Each year after that', 'about N3,800,000', 'about N60,000'],
    ],
    [{ x: 8 }, { x: 340, align: 'right' }, { x: 483, align: 'right' }],
    { totalRow: false },
  )
  p.para('In this example solar costs about the same as the generator in the first year and saves over N3.5 million every year after that. Lithium batteries typically last 8-10 years and panels 25 years or more. Solar is also silent, produces no fumes in your compound and does not depend on queues at the filling station.')
  p.callout('Compare quotes on the same basis', 'Ask every installer for the inverter kVA, the battery kWh (and chemistry), the total panel kWp, the brands, the warranty on each part and the cost of installation and accessories such as cables, breakers, surge protection and mounting rails. A cheaper quote often has a smaller battery or no surge protection.')
  p.heading('Grid, generator and solar together')
  p.para('You do not have to disconnect from the grid. A hybrid system uses the sun first, the battery second and the grid or generator last, and can be set to charge the battery from the grid when power is available at night.')
  pages.push(p)
  // ---------------------------------------------------------------- page 4
  p = new Page()
  p.heading('Looking after your system in the harmattan')
  p.para('From December to February the harmattan coats panels with fine dust, and output can fall by 20-40% in a few weeks. A little care keeps your system working hard:')
  p.bullets([
    'Clean the panels every two to four weeks during harmattan, early in the morning or late in the afternoon when the glass is cool.',
    'Use a soft brush or sponge on a pole and clean water. Never use detergent, scouring pads or high-pressure jets, and never walk on the panels.',
    'Watch your monitoring app: if daily generation drops on clear days, it is time to clean.',
    'Dust the inverter vents and keep the battery room or cabinet ventilated and free of stored items.',
    'Once or twice a year, have a technician check cable glands, connectors, breakers, earthing and mounting bolts.',
    'In the rainy season, check for shade from trees that have grown and keep gutters clear around the inverter area.',
  ])
  p.heading('Questions to ask an installer before you pay')
  p.bullets([
    'Did you do a load assessment of my home, and can I see the calculation?',
    'What are the exact inverter kVA, battery kWh and chemistry, and panel kWp and brands?',
    'What warranties come with each part, and who handles claims?',
    'Is surge and lightning protection included? Is the system properly earthed?',
    'What size are the DC and AC cables, and are the breakers and isolators rated for DC?',
    'How will the panels be fixed to my roof, and how will you prevent leaks?',
    'Can I see photos of your past installations or speak to a customer?',
    'Are your technicians trained and certified? Who supervises the work?',
    'What monitoring do I get, and what after-sales service and maintenance do you offer?',
    'What is the payment schedule, and what happens if the system underperforms?',
  ], { size: 10, lead: 14 })
  p.callout('Talk to SunHarvest Energy', 'We have designed and installed solar systems across Nigeria since 2008, and we train installers at our centre in Asaba. Call +234 803 555 0142, email info@sunharvest.ng or visit 14 Nnebisi Road, Asaba, for a free, no-obligation site assessment and quote.', { color: '#e9eef7', bar: '#0f2344' })
  p.para('This guide gives general information to help you plan. Figures are examples only; your installer should size your system from a site survey.', { size: 8.5, lead: 12, color: '#5c6f8f' })
  pages.push(p)
  pages.forEach((pg, i) => pg.footer(i + 1, pages.length))
  return pages
}

/** PDF text string in UTF-16BE with BOM (for the document information dictionary). */
function utf16(str) {
  let h = 'FEFF'
  for (const ch of str) h += ch.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()
  return `<${h}>`
}

/** Serialise pages into a complete PDF file (Buffer). */
export function buildGuidePdf() {
  const pages = buildPages()
  const objects = [] // [id, body(latin1 string)]
  const add = (body) => {
    objects.push(body)
    return objects.length
  }
  const catalog = add(null)
  const pagesId = add(null)
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  const info = add(`<< /Title ${utf16('Going Solar in Nigeria \u2014 A Homeowner\u2019s Guide')} /Author (SunHarvest Energy) /Subject (Home solar planning guide: sizing, batteries, costs, maintenance) /Keywords (solar, Nigeria, inverter, battery, harmattan) /Creator (scripts/generate-media.mjs) /Producer (SunHarvest media script) /CreationDate (D:20250301000000Z) >>`)
  const kids = []
  for (const pg of pages) {
    const stream = pg.ops.join('\n')
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    kids.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${n(pg.w)} ${n(pg.h)}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`))
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R /PageLayout /OneColumn >>`
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  const id = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** Re-parse the xref table and check every offset points at "<n> 0 obj". Returns a list of problems. */
export function verifyPdf(buf) {
  const s = buf.toString('latin1')
  const problems = []
  const sx = s.lastIndexOf('startxref')
  const xrefPos = parseInt(s.slice(sx + 9).trim(), 10)
  if (s.slice(xrefPos, xrefPos + 4) !== 'xref') problems.push('startxref does not point at xref')
  const m = /xref\n0 (\d+)\n/.exec(s.slice(xrefPos))
  const count = m ? parseInt(m[1], 10) : 0
  const table = s.slice(xrefPos + m[0].length)
  for (let i = 1; i < count; i++) {
    const entry = table.slice(i * 20, i * 20 + 20)
    const off = parseInt(entry.slice(0, 10), 10)
    if (!s.startsWith(`${i} 0 obj`, off)) problems.push(`object ${i} offset ${off} is wrong`)
  }
  for (const mm of s.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = mm.index + mm[0].length
    const len = parseInt(mm[1], 10)
    if (s.slice(start + len, start + len + 10) !== '\nendstream') problems.push(`stream at ${start} has a wrong /Length`)
  }
  return problems
}
