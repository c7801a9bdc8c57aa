import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../client'
import type * as s from '../schemas'

export const login = (input: s.LoginInput) =>
  apiRequest('/session', { method: 'POST', body: input, schema: (s) => s.adminSessionSchema })
export const logout = () => apiRequest('/session', { method: 'DELETE' })

export const useLogin = () => useMutation({ mutationFn: login })
