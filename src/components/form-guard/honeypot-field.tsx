import { useEffect } from 'react'
import { HONEYPOT_FIELD } from '../../api/rules/honeypot'
import classes from './honeypot-field.module.css'
import type { FormGuard } from './use-form-guard'

/**
 * The honeypot: a field people neither see nor reach (off-screen, out of the tab order, hidden from assistive
 * technology, never autofilled), which form-filling scripts fill. Its mounting marks when the form was shown.
 */
export function HoneypotField({ guard }: { guard: FormGuard }) {
  const { markShown, trapRef } = guard
  useEffect(markShown, [markShown])
  return (
    <div className={classes.trap} aria-hidden="true">
      <label>
        Website
        <input ref={trapRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
