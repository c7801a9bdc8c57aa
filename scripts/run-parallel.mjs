// `node scripts/run-parallel.mjs typecheck lint 'test:postgres -- --optional'`: runs those npm scripts (with their
// arguments) side by side. Part of `npm test`, for scripts that each leave a core idle much of the time, so on a
// 2-core machine they take about as long together as the slowest alone. Each script's output is printed whole once
// it ends, so the logs do not interleave; the exit code is non-zero when any of them failed, and every one runs to
// its end.
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
if (!scripts.length) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...')
  process.exit(2)
}

const started = performance.now()
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

function run(script) {
  return new Promise((resolve) => {
    const t0 = performance.now()
    const child = spawn('npm', ['run', '--silent', ...script.split(' ')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    const done = (code) => {
      const ms = performance.now() - t0
      process.stdout.write(`\n> npm run ${script}\n`)
      process.stdout.write(Buffer.concat(output))
      console.log(
        `${code === 0 ? '✓' : '✗'} npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(ms)}`,
      )
      resolve({ script, code, ms })
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      done(1)
    })
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

const results = await Promise.all(scripts.map(run))
const failed = results.filter((result) => result.code !== 0)
console.log(
  `\n${scripts.join(' ‖ ')}: ${failed.length ? `${failed.map((r) => r.script).join(', ')} failed` : 'all passed'} in ${seconds(performance.now() - started)}`,
)
process.exit(failed.length ? 1 : 0)
