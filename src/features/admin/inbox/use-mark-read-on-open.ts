import { useEffect, useRef } from 'react'
import { useMarkRead } from '../../../api/resources/inquiries'
import { API_KIND, type EntryKind } from './inbox-entries'

/** Marks an unread entry as read the first time it is shown (not again after 'Mark as unread'). */
export function useMarkReadOnOpen(kind: EntryKind, entry: { id: string; read: boolean } | undefined) {
  const markRead = useMarkRead(API_KIND[kind])
  const opened = useRef<string | null>(null)
  const { mutate } = markRead

  useEffect(() => {
    if (!entry || opened.current === entry.id) return
    opened.current = entry.id
    if (!entry.read) mutate({ id: entry.id, read: true })
  }, [entry, mutate])
}
