export function patternSource(pattern: string): string
export function byMatchOrder<T extends { pattern: string }>(routes: T[]): T[]
