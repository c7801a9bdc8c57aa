import { useEffect, useRef, useState } from 'react'
import { FIELD_TAB, fieldOf, firstErrorTab, type EditorTab } from './page-form-model'

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
    const field = Object.keys(FIELD_TAB).find((name) => fields.some((path) => fieldOf(path) === name))
    pendingFocus.current = fields.find((path) => fieldOf(path) === field) ?? null
    setTab(target)
    setFocusRequest((n) => n + 1)
  }

  return { tab, setTab, showFields }
}
