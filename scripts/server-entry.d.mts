/** The Node arguments that run the server for a build (see server-entry.mjs). */
export function serverArgs(dist: string): string[]
