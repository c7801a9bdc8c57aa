import { useCallback, useMemo, useRef } from 'react'
import { HONEYPOT_FIELD } from '../../api/rules/honeypot'
import type { FormGuardFields } from '../../api/schemas/form-guard'
import { formShownAt } from './form-shown-at'

/** A public form's guard: its honeypot, when it was shown, and what both add to the request. */
export type FormGuard = {
  /** The honeypot input's ref. */
  trapRef: (input: HTMLInputElement | null) => void
  /**
   * The honeypot has mounted: the form was shown now, or with the page when it came in the page's HTML; a send held
   * until the app hydrated the form is made now.
   */
  markShown: () => void
  /** The honeypot (when something filled it) and the time since the form was shown, for the request body. */
  fields: () => FormGuardFields
}

export function useFormGuard(): FormGuard {
  const trap = useRef<HTMLInputElement | null>(null)
  const shownAt = useRef<number | null>(null)
  const trapRef = useCallback((input: HTMLInputElement | null) => void (trap.current = input), [])
  // A monotonic clock: the wall clock may be set back or forward while a person types.
  const markShown = useCallback(() => {
    shownAt.current = formShownAt(trap.current, performance.now())
    // Sent before the app hydrated it, the form was held (src/boot.ts): the app takes it now.
    const form = trap.current?.form
    if (form?.dataset.held) {
      form.removeAttribute('data-held')
      form.requestSubmit()
    }
  }, [])
  const fields = useCallback((): FormGuardFields => {
    const filled = trap.current?.value ?? ''
    const fillMs = shownAt.current === null ? 0 : Math.max(0, Math.round(performance.now() - shownAt.current))
    return filled ? { [HONEYPOT_FIELD]: filled, fillMs } : { fillMs }
  }, [])
  return useMemo(() => ({ trapRef, markShown, fields }), [trapRef, markShown, fields])
}
