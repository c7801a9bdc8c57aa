import { Button, Group, Text } from '@mantine/core'
import { AdminDialog } from '../forms/admin-dialog'
import { useCallback, useEffect, useRef } from 'react'
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom'
import { isSessionEndedNavigation } from '../auth/end-session'
import { usePreventUnload } from '../forms/prevent-unload'

/**
 * Asks before leaving a dirty form: in-app navigation is held by the router's blocker (answered by
 * <UnsavedChangesDialog>), a reload or closing the tab by the browser's own beforeunload prompt. The redirect to
 * the login when the session has ended is not held: the form's draft is kept (useDraftRecovery).
 */
export function useUnsavedChanges(dirty: boolean) {
  const bypass = useRef(false)
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !bypass.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isSessionEndedNavigation(nextLocation.state),
    [dirty],
  )
  const blocker = useBlocker(shouldBlock)

  usePreventUnload(dirty)

  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.reset()
  }, [blocker, dirty])

  /** Lets the next navigation through (after a save, before the form has re-rendered clean). */
  const allowNextNavigation = useCallback(() => {
    bypass.current = true
  }, [])

  return { blocker, allowNextNavigation }
}

export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <AdminDialog opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title="Discard unsaved changes?">
      <Text mb="lg">You have changes that are not saved yet. If you leave this page now, they will be lost.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          Discard changes
        </Button>
      </Group>
    </AdminDialog>
  )
}
