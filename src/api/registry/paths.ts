/** "blogPosts" → "blog-posts": a collection's URL segment and query-key entity (no zod here: public pages import it). */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
