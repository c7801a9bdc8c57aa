import { useCallback, useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { RegistrationInput } from '../../../api/schemas'
import { EMPTY_REGISTRATION, REGISTRATION_FIELDS, type RegistrationFormValues } from './form-values'

export const DRAFT_KEY = 'sunharvest-registration-draft'
const SAVE_DELAY_MS = 300

type Form = UseFormReturn<RegistrationFormValues, unknown, RegistrationInput>

/** Reads a stored draft, keeping only fields of the right type (the storage may hold anything). */
function readDraft(): Partial<RegistrationFormValues> | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (!parsed || typeof parsed !== 'object') return null
    const draft: Record<string, unknown> = {}
    for (const field of REGISTRATION_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field]
      if (typeof value === typeof EMPTY_REGISTRATION[field]) draft[field] = value
    }
    return draft as Partial<RegistrationFormValues>
  } catch {
    return null
  }
}

const isBlank = (values: Partial<RegistrationFormValues>) =>
  REGISTRATION_FIELDS.every((field) => {
    const value = values[field]
    return value === undefined || value === false || (typeof value === 'string' && value.trim() === '')
  })

function writeDraft(values: Partial<RegistrationFormValues>): void {
  try {
    if (isBlank(values)) window.sessionStorage.removeItem(DRAFT_KEY)
    else window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values))
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

/**
 * Nothing lost: the half-filled form is kept in session storage (debounced) and restored on load.
 * Storage is touched only in effects and handlers, never while rendering (the page can be prerendered).
 */
export function useRegistrationDraft(form: Form) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pending = useRef<Partial<RegistrationFormValues> | null>(null)

  useEffect(() => {
    const draft = readDraft()
    if (draft && !isBlank(draft)) form.reset({ ...EMPTY_REGISTRATION, ...draft }, { keepDefaultValues: true })

    const flush = () => {
      clearTimeout(timer.current)
      if (pending.current) writeDraft(pending.current)
      pending.current = null
    }
    const subscription = form.watch((values) => {
      pending.current = { ...values } as Partial<RegistrationFormValues>
      clearTimeout(timer.current)
      timer.current = setTimeout(flush, SAVE_DELAY_MS)
    })
    window.addEventListener('pagehide', flush)
    return () => {
      subscription.unsubscribe()
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [form])

  /** Forgets the draft (after a successful registration, or to start over). */
  const clear = useCallback(() => {
    clearTimeout(timer.current)
    pending.current = null
    try {
      window.sessionStorage.removeItem(DRAFT_KEY)
    } catch {
      // Nothing stored.
    }
  }, [])

  return { clear }
}
