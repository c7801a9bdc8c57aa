import { HONEYPOT_FIELD } from '../../api/rules/honeypot'

/** The browser's performance timeline, as far as the guard reads it. */
export type Timeline = Pick<Performance, 'getEntriesByName' | 'getEntriesByType'>

/**
 * When the page was shown, on `performance.now()`'s clock: its first contentful paint, or its navigation's start where
 * the browser reports none (a page loaded out of sight); for a page the browser prerendered unseen, not before it was
 * activated (shown).
 */
export function pageShownAt(timeline: Timeline = performance): number {
  const [paint] = timeline.getEntriesByName('first-contentful-paint')
  const [navigation] = timeline.getEntriesByType('navigation') as { activationStart?: number }[]
  return Math.max(paint?.startTime ?? 0, navigation?.activationStart ?? 0)
}

/** The honeypots in the page's own (prerendered) HTML: the forms a person could see and type into before hydration. */
export const honeypotsIn = (root?: ParentNode) => new WeakSet(root?.querySelectorAll(`input[name="${HONEYPOT_FIELD}"]`) ?? [])

/**
 * Read once, when the forms' code first runs: before the app hydrates (it needs this code to), so every honeypot in
 * the document by then came with the page's HTML. A form the app renders later (after a client-side navigation, or
 * shown again after a send) has a new one.
 */
const PRERENDERED = honeypotsIn(typeof document === 'undefined' ? undefined : document)

/**
 * When a form was shown, given its honeypot: a form that came with the page's HTML was shown with the page, so what a
 * person typed before the app hydrated counts; any other form when the app rendered it (`now`, its mounting).
 */
export function formShownAt(trap: Element | null, now: number, prerendered = PRERENDERED, timeline?: Timeline): number {
  return trap && prerendered.has(trap) ? Math.min(now, pageShownAt(timeline)) : now
}
