export function resolveStaticFile(dist: string, pathname: string): string | null
