import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../client'
import type { MarkPaidInput } from '../schemas'
import { registrations } from './inquiries'
import { trainingSessions } from './training'

/** What an admin does to a registration's status (POST /registrations/:id/cancel or /mark-paid), and its body. */
type ActionBodies = { cancel: undefined; 'mark-paid': MarkPaidInput }
export type RegistrationAction = keyof ActionBodies
const actions = { cancel: 'cancelRegistration', 'mark-paid': 'markRegistrationPaid' } as const

/**
 * Cancels a registration or records its payment. The answer replaces the cached registration; the lists and the
 * sessions' seats are fetched again (a cancelled seat may have gone to someone waiting).
 */
export function useRegistrationAction<A extends RegistrationAction>(action: A) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ActionBodies[A] }) =>
      action === 'cancel'
        ? apiCall(actions.cancel, { params: { id } })
        : apiCall(actions['mark-paid'], { params: { id }, body: body as MarkPaidInput }),
    onSuccess: (registration) => queryClient.setQueryData(registrations.keys.detail(registration.id), registration),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: registrations.keys.all })
      void queryClient.invalidateQueries({ queryKey: trainingSessions.keys.all })
    },
  })
}
