import { describe, expect, it } from 'vitest'
import { formShownAt, honeypotsIn, pageShownAt, type Timeline } from '../../src/components/form-guard/form-shown-at'
import { HONEYPOT_FIELD } from '../../src/api/rules/honeypot'

/** A performance timeline holding these entries. */
function timeline(entries: { entryType: string; name: string; startTime?: number; activationStart?: number }[]): Timeline {
  const held = entries.map((entry) => ({ startTime: 0, ...entry }) as unknown as PerformanceEntry)
  return {
    getEntriesByName: (name: string) => held.filter((entry) => entry.name === name),
    getEntriesByType: (type: string) => held.filter((entry) => entry.entryType === type),
  }
}

const PAINTED = timeline([
  { entryType: 'navigation', name: 'http://localhost/contact' },
  { entryType: 'paint', name: 'first-paint', startTime: 380 },
  { entryType: 'paint', name: 'first-contentful-paint', startTime: 420 },
])

/** A page whose HTML holds a form's honeypot (as a prerendered page does). */
function prerenderedPage() {
  const page = document.createElement('div')
  page.innerHTML = `<form><input name="${HONEYPOT_FIELD}"></form>`
  return { trap: page.querySelector('input')!, prerendered: honeypotsIn(page) }
}

describe('when the page was shown', () => {
  it('is its first contentful paint', () => {
    expect(pageShownAt(PAINTED)).toBe(420)
  })

  it('is the navigation’s start where the browser reports no contentful paint (its activation, for a page prerendered unseen)', () => {
    expect(
      pageShownAt(
        timeline([
          { entryType: 'navigation', name: 'http://localhost/contact' },
          { entryType: 'paint', name: 'first-paint', startTime: 380 },
        ]),
      ),
    ).toBe(0)
    expect(pageShownAt(timeline([{ entryType: 'navigation', name: 'http://localhost/contact', activationStart: 5200 }]))).toBe(
      5200,
    )
    expect(pageShownAt(timeline([]))).toBe(0)
  })

  it('is never before the activation of a page the browser prerendered unseen (it may have painted meanwhile)', () => {
    const prerendered = timeline([
      { entryType: 'navigation', name: 'http://localhost/contact', activationStart: 5200 },
      { entryType: 'paint', name: 'first-contentful-paint', startTime: 420 },
    ])
    expect(pageShownAt(prerendered)).toBe(5200)
  })
})

describe('when a form was shown: the moment its minimum fill time counts from', () => {
  it('a form in the page’s HTML: when the page was shown, not when the app hydrated it', () => {
    const { trap, prerendered } = prerenderedPage()
    // The app hydrates the form 6 s after the page painted: a person may have typed all along.
    expect(formShownAt(trap, 6420, prerendered, PAINTED)).toBe(420)
  })

  it('a form the app renders (a client-side navigation, a form shown again after a send): when it was rendered', () => {
    const { prerendered } = prerenderedPage()
    const rendered = document.createElement('input')
    rendered.name = HONEYPOT_FIELD
    expect(formShownAt(rendered, 9000, prerendered, PAINTED)).toBe(9000)
    expect(formShownAt(null, 9000, prerendered, PAINTED)).toBe(9000)
  })

  it('never later than now', () => {
    const { trap, prerendered } = prerenderedPage()
    expect(formShownAt(trap, 300, prerendered, PAINTED)).toBe(300)
  })

  it('only honeypots already in the document count as the page’s', () => {
    const page = document.createElement('div')
    const prerendered = honeypotsIn(page)
    page.innerHTML = `<input name="${HONEYPOT_FIELD}">`
    expect(formShownAt(page.querySelector('input'), 6420, prerendered, PAINTED)).toBe(6420)
    expect(honeypotsIn(undefined).has(page)).toBe(false)
  })
})
