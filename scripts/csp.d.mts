export function contentSecurityPolicy(apiUrl: string | undefined): string
