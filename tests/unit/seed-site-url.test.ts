import { describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { isSeedSiteUrl, SEED_SITE_URL } from '../../src/api/rules/seed-site-url'

describe("the seed's Site URL", () => {
  it('is the one the seed ships with, so the go-live warnings fire on a fresh server', () => {
    expect(seed.siteSettings[0]!.siteUrl).toBe(SEED_SITE_URL)
    expect(isSeedSiteUrl(seed.siteSettings[0]!.siteUrl)).toBe(true)
  })
})
