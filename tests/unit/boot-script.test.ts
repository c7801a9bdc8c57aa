import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FAULTS_KEY, FAULTS_PARAM } from '../../mocks/faults'
import { STORE_KEYS } from '../../mocks/store/keys'

// public/boot.js runs before any module, so it cannot import these names: it repeats them.
describe('the boot script', () => {
  const guard = readFileSync(resolve(process.cwd(), 'public/boot.js'), 'utf8')

  it('reads the keys the mock writes: the stored database, the fault rules and the fault URL flag', () => {
    expect(guard).toContain(`'${STORE_KEYS.record}'`)
    expect(guard).toContain(`'${STORE_KEYS.legacySnapshot}'`)
    expect(guard).toContain(`'${FAULTS_KEY}'`)
    expect(guard).toContain(`[?&]${FAULTS_PARAM}=`)
  })
})
