import { useEffect, useRef, useState } from 'react'
import { FIELD_TAB, firstErrorTab, type EditorTab } from './page-form-model'

/**
 * The editor's current tab, and a way to bring an invalid field into view: its tab opens first,
 * then (once the panel is shown) the field gets focus.
 */
export function useEditorTabs(setFocus: (field: never) => void) {
  const [tab, setTab] = useState<EditorTab>('content')
  const [focusRequest, setFocusRequest] = useState(0)
  const pendingFocus = useRef<string | null>(null)

  useEffect(() => {
    const field = pendingFocus.current
    if (!field) return
    pendingFocus.current = null
    ;(setFocus as (name: string) => void)(field)
  }, [focusRequest, setFocus])

  const showFields = (fields: string[]) => {
    const target = firstErrorTab(fields)
    if (!target) return
    pendingFocus.current = Object.keys(FIELD_TAB).find((field) => fields.includes(field)) ?? null
    setTab(target)
    setFocusRequest((n) => n + 1)
  }

  return { tab, setTab, showFields }
}
