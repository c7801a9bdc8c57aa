import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { registrations } from './inquiries'
import { trainingSessions } from './training'

/** What an admin does to a registration's status (POST /registrations/:id/cancel or /mark-paid). */
export type RegistrationAction = 'cancel' | 'mark-paid'

/**
 * Cancels a registration or records its payment. The answer replaces the cached registration; the lists and the
 * sessions' seats are fetched again (a cancelled seat may have gone to someone waiting).
 */
export function useRegistrationAction(action: RegistrationAction) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/registrations/${encodeURIComponent(id)}/${action}`, { method: 'POST', schema: (s) => s.registrationSchema }),
    onSuccess: (registration) => queryClient.setQueryData(registrations.keys.detail(registration.id), registration),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: registrations.keys.all })
      void queryClient.invalidateQueries({ queryKey: trainingSessions.keys.all })
    },
  })
}
