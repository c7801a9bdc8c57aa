import type { SourceMap } from 'magic-string'
import type { Plugin } from 'vite'

export const MSW_VERSION: string
export const MSW_BROWSER_BUNDLE: RegExp
export function mswVersionOf(bundleFile: string): string
export function leanMswBrowser(code: string, options: { version: string; id?: string }): { code: string; map: SourceMap }
export function mswLean(): Plugin
