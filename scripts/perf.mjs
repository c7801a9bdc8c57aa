// Lighthouse (mobile, simulated slow 4G; performance and SEO) on the production build served like a static host:
// three runs per route, medians printed. A benchmark, not a gate. Usage: npm run perf  (or tsx scripts/perf.mjs [dist])
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { resolve } from 'node:path'
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs'
import { serveBuild } from './static-host.ts'

const ROUTES = ['/', '/training', '/services', '/contact', '/gallery']
const RUNS = Number(process.env.PERF_RUNS ?? 3)
const PORT = Number(process.env.PERF_PORT ?? 4181)
const TARGET = { score: 98, seo: 100, lcp: 1500, cls: 0.02, tbt: 100 }

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const server = await serveBuild(resolve(process.argv[2] ?? 'dist'), PORT)
const chromePath = findChromium()
if (!chromePath) throw new Error('No Chromium found (see docs/testing.md)')

const rows = []
for (const route of ROUTES) {
  const runs = []
  for (let run = 0; run < RUNS; run++) {
    // A fresh browser per run: no cache, no service worker left from the run before.
    const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
    try {
      const result = await lighthouse(`http://127.0.0.1:${PORT}${route}`, {
        port: chrome.port,
        onlyCategories: ['performance', 'seo'],
        output: 'json',
        logLevel: 'error',
      })
      const { categories, audits } = result.lhr
      const seoAuditIds = new Set(categories.seo.auditRefs.map((ref) => ref.id))
      runs.push({
        score: Math.round(categories.performance.score * 100),
        seo: Math.round(categories.seo.score * 100),
        seoFailures: Object.values(audits)
          .filter((audit) => seoAuditIds.has(audit.id) && audit.score === 0)
          .map((audit) => audit.id),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      })
    } finally {
      await chrome.kill()
    }
  }
  const pick = (key) => median(runs.map((r) => r[key]))
  rows.push({
    route,
    score: pick('score'),
    seo: Math.min(...runs.map((r) => r.seo)),
    seoFailures: [...new Set(runs.flatMap((r) => r.seoFailures))],
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
  })
  const last = rows.at(-1)
  console.log(
    `${route.padEnd(11)} score ${String(last.score).padStart(3)}  SEO ${String(last.seo).padStart(3)}  FCP ${(last.fcp / 1000).toFixed(2)} s  LCP ${(last.lcp / 1000).toFixed(2)} s  TBT ${Math.round(last.tbt)} ms  CLS ${last.cls.toFixed(3)}   (median of ${RUNS}; scores ${runs.map((r) => r.score).join(', ')})`,
  )
}
server.close()

const misses = rows.flatMap((row) => [
  ...(row.score < TARGET.score ? [`${row.route} score ${row.score} < ${TARGET.score}`] : []),
  ...(row.seo < TARGET.seo ? [`${row.route} SEO ${row.seo} < ${TARGET.seo} (${row.seoFailures.join(', ')})`] : []),
  ...(row.lcp > TARGET.lcp ? [`${row.route} LCP ${Math.round(row.lcp)} ms > ${TARGET.lcp}`] : []),
  ...(row.tbt > TARGET.tbt ? [`${row.route} TBT ${Math.round(row.tbt)} ms > ${TARGET.tbt}`] : []),
  ...(row.cls > TARGET.cls ? [`${row.route} CLS ${row.cls.toFixed(3)} > ${TARGET.cls}`] : []),
])
console.log(misses.length ? `\nmisses the targets:\n  ${misses.join('\n  ')}` : '\nall routes meet the targets')
