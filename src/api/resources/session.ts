import { useMutation } from '@tanstack/react-query'
import { apiCall } from '../client'
import type * as s from '../schemas'

export const login = (input: s.LoginInput) => apiCall('signIn', { body: input })
export const logout = () => apiCall('signOut')
/** Ends every session of the signed-in account, this one included. */
export const signOutEverywhere = () => apiCall('signOutEverywhere')

export const useLogin = () => useMutation({ mutationFn: login })
export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere })
