import type { Plugin } from 'vite'

export function buildBootScript(options?: { mock?: boolean; minify?: boolean }): Promise<string>
export function bootScript(): Plugin
