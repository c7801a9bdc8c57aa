/**
 * The Site URL the seed (fixtures/settings.ts) ships with: the fictional brand's, not any company's. Written there
 * too, so the seed's chunk of the demo carries no rule (tests/unit/seed-site-url.test.ts checks they agree).
 */
export const SEED_SITE_URL = 'https://www.sunharvest.ng'

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return null
  }
}

/**
 * Whether the Site URL setting is still the seed's: e-mails, payment callbacks, the sitemap and link previews would
 * then point at the sample brand's address. The server warns at start and the live admin shows a banner.
 */
export const isSeedSiteUrl = (siteUrl: string | undefined) => siteUrl !== undefined && hostOf(siteUrl) === hostOf(SEED_SITE_URL)
