import type { DehydratedState } from '@tanstack/react-query'

/** The JSON data block a prerendered page carries: its path and the query data it was rendered with. */
export const PRERENDER_DATA_ID = 'prerender-data'
/** Set on <html> by /boot.js before first paint when this browser holds admin edits. */
export const LOCAL_EDITS_ATTRIBUTE = 'data-local-edits'

/**
 * `loaderData`: the route loaders' results (the router hydrates with them); `day`: the Lagos date it was
 * rendered on (what decides which training sessions are past), 'YYYY-MM-DD'; `live`: rendered by the server from its
 * database when asked (not at build time), so the data is current.
 */
export type PrerenderedState = {
  path: string
  queries: DehydratedState
  loaderData?: Record<string, unknown>
  day?: string
  live?: boolean
}

/** The prerendered page's data, when this document is the prerendered HTML of the current URL. */
export function readPrerenderedState(doc: Document = document): PrerenderedState | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent
  if (!text) return null
  try {
    const state = JSON.parse(text) as PrerenderedState
    return state.path === doc.location.pathname.replace(/(.)\/$/, '$1') ? state : null
  } catch {
    return null
  }
}

/** Serializes the data block so no value can close the <script> element it lives in. */
export function serializePrerenderedState(state: PrerenderedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c')
}

/** The seed data in the HTML is out of date when this browser holds admin edits (set by /boot.js). */
export const hasLocalEdits = (doc: Document = document) => doc.documentElement.hasAttribute(LOCAL_EDITS_ATTRIBUTE)
