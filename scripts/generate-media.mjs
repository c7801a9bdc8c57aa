#!/usr/bin/env node
/**
 * Generates every visual asset the site needs, from code, deterministically:
 *   public/images/photos/<name>.webp + <name>-{480,800,1200,1600}.{webp,avif}   (illustrated "photos", 1600x1067)
 *   public/images/people/<name>.webp + <name>-{200,400,800}.{webp,avif}         (portrait avatars, 800x800)
 *   public/images/brand/logo-light.png, logo-dark.png, public/favicon.png
 *   public/media/training-intro.mp4 (+ .vtt captions)
 *   public/downloads/going-solar-in-nigeria.pdf
 *
 * The names come from the fixtures (fixtures/*.ts are scanned for /images/... paths); every scene is an SVG built by
 * scripts/media/* with a seeded PRNG, rendered with sharp. Files are only rewritten when their bytes change, and the
 * video is only re-encoded when the generator source changes (its hash is stored in the MP4 comment tag).
 *
 * Usage: node scripts/generate-media.mjs [--only=name,name] [--no-video] [--force-video]
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

import { pool } from './media/util.mjs'
import * as homes from './media/scenes/homes.mjs'
import * as commercial from './media/scenes/commercial.mjs'
import * as field from './media/scenes/field.mjs'
import * as interiors from './media/scenes/interiors.mjs'
import * as closeups from './media/scenes/closeups.mjs'
import { portrait, PEOPLE, genericPerson } from './media/portraits.mjs'
import { logoSvg, faviconSvg } from './media/brand.mjs'
import { buildGuidePdf, verifyPdf } from './media/pdf.mjs'
import { videoFrame, captionsVtt, FRAMES, FPS, VW, VH, DURATION } from './media/video.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC = path.join(ROOT, 'public')
const FIXTURES = path.join(ROOT, 'fixtures')
const MEDIA_SRC = path.join(ROOT, 'scripts', 'media')

const WIDTHS = { photos: [480, 800, 1200, 1600], people: [200, 400, 800] }
const BASE_WIDTH = { photos: 1600, people: 800 }
const WEBP = { quality: 78, effort: 4, smartSubsample: true }
const AVIF = { quality: 58, effort: 2, chromaSubsampling: '4:2:0' }
const BUDGET = { avif800: 60 * 1024, webp1600: 200 * 1024, imagesTotal: 15 * 1024 * 1024, video: 1.5 * 1024 * 1024 }
const CONCURRENCY = Math.max(1, Math.min(2, os.cpus().length))

/** Photo name → scene function (1600x1067 SVG). */
const PHOTO_SCENES = {
  'asaba-home-solar': homes.asabaHomeSolar,
  'asaba-office-rooftop': commercial.asabaOfficeRooftop,
  'battery-room': interiors.batteryRoom,
  'benin-city-bungalow': homes.beninCityBungalow,
  'classroom-session': interiors.classroomSession,
  'clinic-solar-array': commercial.clinicSolarArray,
  'commercial-warehouse-roof': commercial.commercialWarehouseRoof,
  'custom-hybrid-cabinet': interiors.customHybridCabinet,
  'diesel-generator-yard': field.dieselGeneratorYard,
  'energy-audit-walkthrough': interiors.energyAuditWalkthrough,
  'grid-power-lines': field.gridPowerLines,
  'hands-on-rooftop-practice': field.handsOnRooftopPractice,
  'installer-harness': field.installerHarness,
  'inverter-wiring-closeup': closeups.inverterWiringCloseup,
  'lekki-rooftop-array': commercial.lekkiRooftopArray,
  'monitoring-dashboard-tablet': closeups.monitoringDashboardTablet,
  'onitsha-duplex-rooftop': homes.onitshaDuplexRooftop,
  'panel-cleaning-harmattan': field.panelCleaningHarmattan,
  'port-harcourt-office-array': commercial.portHarcourtOfficeArray,
  'school-solar-canopy': commercial.schoolSolarCanopy,
  'solar-guide-cover': closeups.solarGuideCover,
  'system-design-desk': closeups.systemDesignDesk,
  'trainer-demonstration': interiors.trainerDemonstration,
  'training-graduation-group': field.trainingGraduationGroup,
  'warri-estate-streetlights': field.warriEstateStreetlights,
}

const args = process.argv.slice(2)
const only = (args.find((a) => a.startsWith('--only=')) ?? '').slice(7).split(',').filter(Boolean)
const noVideo = args.includes('--no-video')
const forceVideo = args.includes('--force-video')
const started = Date.now()
const results = []
const warnings = []

/* ------------------------------------------------------------------ helpers */

const rel = (p) => path.relative(ROOT, p)

/** Write only when the bytes differ, so re-runs are idempotent and keep timestamps. */
function writeIfChanged(file, buf) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  let status = 'new'
  if (fs.existsSync(file)) {
    const old = fs.readFileSync(file)
    status = old.equals(buf) ? 'same' : 'updated'
  }
  if (status !== 'same') fs.writeFileSync(file, buf)
  results.push({ file, bytes: buf.length, status })
  return status
}

/** Image names referenced by the fixtures (plus every scene we know, so nothing is missing if fixtures move). */
function referencedImages() {
  const found = { photos: new Set(), people: new Set() }
  const re = /\/images\/(photos|people)\/([a-z0-9-]+)\.webp/g
  for (const file of fs.readdirSync(FIXTURES)) {
    if (!/\.(ts|tsx|js|json)$/.test(file)) continue
    const text = fs.readFileSync(path.join(FIXTURES, file), 'utf8')
    for (const m of text.matchAll(re)) {
      // skip the documentation placeholder "<name>.webp"
      if (m[2] !== 'name') found[m[1]].add(m[2])
    }
  }
  return found
}

async function encodeVariants(folder, name, svg) {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  const dir = path.join(PUBLIC, 'images', folder)
  for (const w of WIDTHS[folder]) {
    const base = () => (w === info.width ? sharp(data, raw) : sharp(data, raw).resize({ width: w, kernel: 'lanczos3' }))
    const webp = await base().webp(WEBP).toBuffer()
    const avif = await base().avif(AVIF).toBuffer()
    writeIfChanged(path.join(dir, `${name}-${w}.webp`), webp)
    writeIfChanged(path.join(dir, `${name}-${w}.avif`), avif)
    if (w === BASE_WIDTH[folder]) writeIfChanged(path.join(dir, `${name}.webp`), webp)
    if (folder === 'photos' && w === 800 && avif.length > BUDGET.avif800)
      warnings.push(`${name}-800.avif is ${(avif.length / 1024).toFixed(1)} KB (budget 60 KB)`)
    if (folder === 'photos' && w === 1600 && webp.length > BUDGET.webp1600)
      warnings.push(`${name}-1600.webp is ${(webp.length / 1024).toFixed(1)} KB (budget 200 KB)`)
  }
}

function run(cmd, argv, opts = {}) {
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts })
  if (r.error) throw r.error
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed:\n${r.stderr}`)
  return r.stdout
}
const have = (cmd) => spawnSync(cmd, ['-version'], { encoding: 'utf8' }).status === 0

/* ------------------------------------------------------------------ tasks */

async function makeImages() {
  const refs = referencedImages()
  const photoNames = [...new Set([...refs.photos, ...Object.keys(PHOTO_SCENES)])].sort()
  const peopleNames = [...new Set([...refs.people, ...Object.keys(PEOPLE)])].sort()
  for (const n of refs.photos)
    if (!PHOTO_SCENES[n]) warnings.push(`photo "${n}" has no dedicated scene; used the generic rooftop illustration`)
  for (const n of refs.people)
    if (!PEOPLE[n]) warnings.push(`portrait "${n}" has no dedicated description; used a generic avatar`)
  const jobs = [
    ...photoNames.map((name) => ({
      folder: 'photos',
      name,
      svg: () => (PHOTO_SCENES[name] ? PHOTO_SCENES[name]() : homes.genericRooftop(name)),
    })),
    ...peopleNames.map((name) => ({ folder: 'people', name, svg: () => portrait(PEOPLE[name] ?? genericPerson(name)) })),
  ].filter((j) => !only.length || only.includes(j.name))
  let done = 0
  await pool(jobs, CONCURRENCY, async (job) => {
    const t = Date.now()
    await encodeVariants(job.folder, job.name, job.svg())
    done += 1
    process.stdout.write(
      `  [${String(done).padStart(2)}/${jobs.length}] ${job.folder}/${job.name} (${((Date.now() - t) / 1000).toFixed(1)}s)\n`,
    )
  })
  return refs
}

async function makeBrand() {
  const png = (svg) => sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 95, effort: 10 }).toBuffer()
  writeIfChanged(path.join(PUBLIC, 'images', 'brand', 'logo-light.png'), await png(logoSvg('light')))
  writeIfChanged(path.join(PUBLIC, 'images', 'brand', 'logo-dark.png'), await png(logoSvg('dark')))
  writeIfChanged(path.join(PUBLIC, 'favicon.png'), await png(faviconSvg(64)))
}

function makePdf() {
  const buf = buildGuidePdf()
  const problems = verifyPdf(buf)
  if (problems.length) throw new Error(`PDF structure check failed: ${problems.join('; ')}`)
  const file = path.join(PUBLIC, 'downloads', 'going-solar-in-nigeria.pdf')
  writeIfChanged(file, buf)
  if (spawnSync('pdfinfo', ['-v'], { encoding: 'utf8' }).status === 0) {
    const info = run('pdfinfo', [file])
    const pages = /Pages:\s+(\d+)/.exec(info)?.[1]
    console.log(`  pdfinfo: ${pages} pages, ${/Page size:\s+(.*)/.exec(info)?.[1]}`)
  }
}

/** Hash of the code that determines the video, stored in the MP4 comment tag to skip needless re-encodes. */
const VIDEO_SOURCES = [
  'video.mjs',
  'kit.mjs',
  'three.mjs',
  'sprites.mjs',
  'svg.mjs',
  'util.mjs',
  'brand.mjs',
  'scenes/field.mjs',
  'scenes/homes.mjs',
]
function videoSourceHash(encoderArgs) {
  const h = crypto.createHash('sha256')
  for (const f of VIDEO_SOURCES) h.update(f).update(fs.readFileSync(path.join(MEDIA_SRC, f)))
  h.update(JSON.stringify(encoderArgs))
  h.update(spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? '')
  return h.digest('hex').slice(0, 24)
}

function probe(file) {
  const out = run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration,size:format_tags=comment:stream=codec_name,width,height,pix_fmt,r_frame_rate,nb_frames',
    '-of',
    'json',
    file,
  ])
  return JSON.parse(out)
}

async function makeVideo() {
  const mediaDir = path.join(PUBLIC, 'media')
  writeIfChanged(path.join(mediaDir, 'training-intro.vtt'), Buffer.from(captionsVtt(), 'utf8'))
  const out = path.join(mediaDir, 'training-intro.mp4')
  if (noVideo) {
    if (fs.existsSync(out)) results.push({ file: out, bytes: fs.statSync(out).size, status: 'skipped' })
    return
  }
  if (!have('ffmpeg')) throw new Error('ffmpeg is required for the video (apt-get install ffmpeg)')
  let crf = 26
  const encoder = () => [
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    String(crf),
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-level',
    '4.0',
    '-g',
    String(FPS * 2),
    '-movflags',
    '+faststart',
    '-an',
  ]
  const hash = videoSourceHash({ frames: FRAMES, fps: FPS, w: VW, h: VH, crf })
  if (!forceVideo && fs.existsSync(out)) {
    try {
      const tag = probe(out).format?.tags?.comment ?? ''
      if (tag === `sunharvest-media:${hash}`) {
        results.push({ file: out, bytes: fs.statSync(out).size, status: 'same' })
        console.log('  video: source unchanged, kept the existing MP4')
        return
      }
    } catch {
      /* re-encode */
    }
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sunharvest-frames-'))
  try {
    const t = Date.now()
    const frames = Array.from({ length: FRAMES }, (_, i) => i)
    let done = 0
    await pool(frames, CONCURRENCY, async (i) => {
      await sharp(Buffer.from(videoFrame(i)))
        .removeAlpha()
        .png({ compressionLevel: 1 })
        .toFile(path.join(tmp, `f${String(i).padStart(4, '0')}.png`))
      done += 1
      if (done % 60 === 0 || done === FRAMES)
        process.stdout.write(`  video frames ${done}/${FRAMES} (${((Date.now() - t) / 1000).toFixed(1)}s)\n`)
    })
    const tmpOut = path.join(tmp, 'out.mp4')
    for (;;) {
      run('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-framerate',
        String(FPS),
        '-i',
        path.join(tmp, 'f%04d.png'),
        ...encoder(),
        '-threads',
        '2',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        '-map_metadata',
        '-1',
        '-metadata',
        `comment=sunharvest-media:${hash}`,
        tmpOut,
      ])
      const size = fs.statSync(tmpOut).size
      if (size <= BUDGET.video || crf >= 34) break
      crf += 3
      console.log(`  video ${(size / 1024).toFixed(0)} KB is over budget, re-encoding with crf ${crf}`)
    }
    writeIfChanged(out, fs.readFileSync(tmpOut))
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

/* ------------------------------------------------------------------ checks + report */

function verify(refs) {
  const missing = []
  const need = (p) => {
    if (!fs.existsSync(path.join(PUBLIC, p))) missing.push(p)
  }
  for (const folder of ['photos', 'people']) {
    for (const name of refs[folder]) {
      need(`images/${folder}/${name}.webp`)
      for (const w of WIDTHS[folder]) for (const ext of ['webp', 'avif']) need(`images/${folder}/${name}-${w}.${ext}`)
    }
  }
  for (const p of [
    'images/brand/logo-light.png',
    'images/brand/logo-dark.png',
    'favicon.png',
    'media/training-intro.vtt',
    'downloads/going-solar-in-nigeria.pdf',
  ])
    need(p)
  if (!noVideo) need('media/training-intro.mp4')
  return missing
}

function report() {
  const kb = (b) => `${(b / 1024).toFixed(1).padStart(8)} KB`
  const rows = [...results].sort((a, b) => a.file.localeCompare(b.file))
  console.log('\nFile'.padEnd(66) + 'Size'.padStart(11) + '  Status')
  console.log('-'.repeat(86))
  for (const r of rows) console.log(rel(r.file).padEnd(65) + kb(r.bytes) + '  ' + r.status)
  console.log('-'.repeat(86))
  const sum = (pred) => rows.filter(pred).reduce((s, r) => s + r.bytes, 0)
  const images = sum((r) => r.file.includes(`${path.sep}images${path.sep}`))
  const avif800 = rows.filter((r) => /photos\/[a-z0-9-]+-800\.avif$/.test(r.file))
  const webp1600 = rows.filter((r) => /photos\/[a-z0-9-]+-1600\.webp$/.test(r.file))
  console.log(`${String(rows.length).padStart(4)} files, total ${(sum(() => true) / 1024 / 1024).toFixed(2)} MB`)
  console.log(`     public/images: ${(images / 1024 / 1024).toFixed(2)} MB (budget 15 MB)`)
  if (avif800.length) {
    const max = avif800.reduce((a, b) => (b.bytes > a.bytes ? b : a))
    console.log(
      `     800w AVIF photos: max ${(max.bytes / 1024).toFixed(1)} KB (${path.basename(max.file)}), average ${(avif800.reduce((s, r) => s + r.bytes, 0) / avif800.length / 1024).toFixed(1)} KB`,
    )
  }
  if (webp1600.length) {
    const max = webp1600.reduce((a, b) => (b.bytes > a.bytes ? b : a))
    console.log(`     1600w WebP photos: max ${(max.bytes / 1024).toFixed(1)} KB (${path.basename(max.file)})`)
  }
  if (images > BUDGET.imagesTotal)
    warnings.push(`public/images total ${(images / 1024 / 1024).toFixed(2)} MB is over the 15 MB budget`)
}

async function main() {
  console.log(`Generating media into ${rel(PUBLIC)}/ (concurrency ${CONCURRENCY})`)
  console.log('Images:')
  const refs = await makeImages()
  if (!only.length) {
    console.log('Brand, PDF, captions, video:')
    await makeBrand()
    makePdf()
    await makeVideo()
    const mp4 = path.join(PUBLIC, 'media', 'training-intro.mp4')
    if (fs.existsSync(mp4) && have('ffprobe')) {
      const p = probe(mp4)
      const s = p.streams?.[0] ?? {}
      console.log(
        `  mp4: ${s.codec_name} ${s.width}x${s.height} ${s.pix_fmt} ${s.r_frame_rate} fps, ${Number(p.format.duration).toFixed(2)} s (target ${DURATION} s), ${(Number(p.format.size) / 1024).toFixed(0)} KB`,
      )
      if (Number(p.format.size) > BUDGET.video) warnings.push('training-intro.mp4 is over 1.5 MB')
    }
  }
  report()
  const missing = only.length ? [] : verify(refs)
  if (missing.length) {
    console.error(`\nMISSING ${missing.length} referenced file(s):\n  ${missing.join('\n  ')}`)
    process.exitCode = 1
  } else if (!only.length)
    console.log(
      `     All ${refs.photos.size} photos and ${refs.people.size} portraits referenced by fixtures/ exist with every variant.`,
    )
  for (const w of warnings) console.warn(`WARNING: ${w}`)
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
