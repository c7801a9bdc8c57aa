/**
 * msw keeps cookies of mocked responses in tough-cookie, which carries the public-suffix list (about 120 KB
 * gzip). This API never uses cookies (admins authenticate with a bearer token), so the browser build gets
 * this inert jar in its place (see vite.config.ts).
 */
export class Cookie {
  static fromJSON(): null {
    return null
  }
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {}
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return []
  }

  async setCookie(): Promise<void> {}
}
