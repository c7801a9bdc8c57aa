/** "blogPosts" → "blog-posts": a collection's URL segment and query-key entity (no zod here: public pages import it). */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The registry's collections whose path is not their name in kebab-case. */
const PATHS: Readonly<Record<string, string>> = {
  mediaItems: '/media',
  siteSettings: '/settings/site',
  userSettings: '/settings/user',
  outboxMails: '/outbox',
  sessions: '/session',
}

/**
 * A collection's path after the API base: "blogPosts" → "/blog-posts" unless PATHS names another. The registry's
 * entries (define.ts) and the client's calls (resources/collection.ts) both take it from here.
 */
export const collectionPath = (name: string): string => PATHS[name] ?? `/${kebab(name)}`
