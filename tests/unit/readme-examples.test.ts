// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** docs/testing.md "Testing with the mock" shows two real test files: the code blocks must be those files, under 20 lines each. */
const section = /## Testing with the mock\n([\s\S]*?)\n## /.exec(readFileSync('docs/testing.md', 'utf8'))?.[1] ?? ''
const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1])
/** A file as docs/testing.md shows it: without its first line (the comment that points back to the doc). */
const shown = (file: string) => readFileSync(file, 'utf8').split('\n').slice(1).join('\n')

describe('the testing examples in docs/testing.md', () => {
  it.each([
    [0, 'tests/examples/vitest-example.test.ts'],
    [1, 'tests/e2e/example-override.spec.ts'],
  ])('block %i is %s, under 20 lines', (index, file) => {
    expect(blocks[index]).toBe(shown(file))
    expect(readFileSync(file, 'utf8').trimEnd().split('\n').length).toBeLessThan(20)
  })
})
