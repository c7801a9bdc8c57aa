/**
 * Drafts of admin forms kept when the session ends during an edit, in sessionStorage (this tab only), one entry per
 * screen path and form. The form takes its draft back when it opens again after signing in.
 */
const PREFIX = 'sunharvest-admin-draft:'

export const draftStorageKey = (path: string, formKey: string): string => `${PREFIX}${path}#${formKey}`

export type DraftValues = Record<string, unknown>

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

function write(key: string, values: object): void {
  try {
    storage()?.setItem(key, JSON.stringify(values))
  } catch {
    // Storage full or blocked: the draft cannot be kept.
  }
}

export function keepDraft(path: string, formKey: string, values: object): void {
  write(draftStorageKey(path, formKey), values)
}

/** The draft of a form on a path, removed from storage as it is returned. */
export function takeDraft(path: string, formKey: string): DraftValues | null {
  const store = storage()
  const key = draftStorageKey(path, formKey)
  const raw = store?.getItem(key)
  if (raw == null) return null
  store?.removeItem(key)
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as DraftValues) : null
  } catch {
    return null
  }
}

/** What follows `prefix` in the form keys that hold a draft on this path (which row or item a screen reopens). */
export function draftIds(path: string, prefix: string): string[] {
  const store = storage()
  const start = draftStorageKey(path, prefix)
  if (!store) return []
  return Array.from({ length: store.length }, (_, i) => store.key(i) ?? '')
    .filter((key) => key.startsWith(start))
    .map((key) => key.slice(start.length))
}

/** Forgets every draft (an explicit sign-out). */
export function clearDrafts(): void {
  const store = storage()
  if (!store) return
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '')
  for (const key of keys) if (key.startsWith(PREFIX)) store.removeItem(key)
}

/** The open forms with unsaved changes, by storage key. */
const openForms = new Map<string, () => object>()

/** Lists an open form with unsaved changes; returns the function that takes it off the list. */
export function registerOpenForm(path: string, formKey: string, values: () => object): () => void {
  const key = draftStorageKey(path, formKey)
  openForms.set(key, values)
  return () => {
    if (openForms.get(key) === values) openForms.delete(key)
  }
}

/** Keeps the values of every open form with unsaved changes (the session has ended). */
export function keepOpenDrafts(): void {
  for (const [key, values] of openForms) write(key, values())
}
