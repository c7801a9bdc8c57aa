import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../client'
import type * as s from '../schemas'

export const login = (input: s.LoginInput) =>
  apiRequest('/session', { method: 'POST', body: input, schema: (s) => s.adminSessionSchema })
export const logout = () => apiRequest('/session', { method: 'DELETE' })
/** Ends every session of the signed-in account, this one included. */
export const signOutEverywhere = () => apiRequest('/sessions', { method: 'DELETE' })

export const useLogin = () => useMutation({ mutationFn: login })
export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere })
