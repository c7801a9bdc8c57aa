import { afterEach, describe, expect, it } from 'vitest'

// tests/setup/jsdom-labels.ts answers jsdom's label lookups directly: the answers must stay the spec's.
afterEach(() => {
  document.body.innerHTML = ''
})

describe('label lookups in the unit tests (jsdom, sped up)', () => {
  it('a label names the first labelable element with its `for` id, or the first it wraps', () => {
    document.body.innerHTML = `
      <label id="by-for" for="email">Email</label><div id="email">not labelable</div><input id="email">
      <label id="wrap">Name <input type="hidden"><select id="inner"></select><input id="second"></label>
      <label id="empty" for="">Nothing</label><label id="missing" for="nowhere">Nothing</label>`
    const label = (id: string) => document.getElementById(id) as HTMLLabelElement
    // The first element with the id is a <div>: not labelable, so no control (getElementById semantics).
    expect(label('by-for').control).toBeNull()
    expect(label('wrap').control).toBe(document.getElementById('inner'))
    expect(label('empty').control).toBeNull()
    expect(label('missing').control).toBeNull()
  })

  it("a control's labels are every label whose control it is, in tree order", () => {
    document.body.innerHTML = `
      <label id="a" for="field">A</label><input id="field"><label id="b" for="field">B</label>
      <label id="c">C <input id="wrapped"></label><input id="alone">`
    const ids = (id: string) => [...(document.getElementById(id) as HTMLInputElement).labels!].map((l) => l.id)
    expect(ids('field')).toEqual(['a', 'b'])
    expect(ids('wrapped')).toEqual(['c'])
    expect(ids('alone')).toEqual([])
  })

  it('`[id="…"]` finds the first element with that id inside the node it is asked of', () => {
    document.body.innerHTML = `<p id="x">outside</p><section id="s"><span id="x">inside</span></section>`
    const section = document.getElementById('s')!
    expect(section.querySelector('[id="x"]')?.textContent).toBe('inside')
    expect(document.querySelector('[id="x"]')?.textContent).toBe('outside')
    expect(section.querySelector('[id="s"]')).toBeNull()
    expect(document.querySelector('[id="none"]')).toBeNull()
  })
})
