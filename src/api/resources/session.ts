import { useMutation } from '@tanstack/react-query'
import { apiCall } from '../client'
import { endpoints } from '../endpoints'
import type * as s from '../schemas'

export const login = (input: s.LoginInput) => apiCall(endpoints.signIn, { body: input })
export const logout = () => apiCall(endpoints.signOut)
/** Ends every session of the signed-in account, this one included. */
export const signOutEverywhere = () => apiCall(endpoints.signOutEverywhere)

export const useLogin = () => useMutation({ mutationFn: login })
export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere })
