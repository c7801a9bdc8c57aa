import type { Page } from '@playwright/test'
import { blogPosts } from '../../fixtures/blog-posts'
import { companyProfile } from '../../fixtures/company-profile'
import { faqs } from '../../fixtures/faqs'
import { projects } from '../../fixtures/projects'
import { EXPECTED_404, expect, test } from './fixtures'

/** Signs in to the mock API from inside the page (the demo accepts any credentials) and makes one admin call. */
function adminCall(page: Page, method: 'POST' | 'PATCH', path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = await fetch('/api/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'demo', remember: false }),
      }).then((r) => r.json() as Promise<{ token: string }>)
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
        body: JSON.stringify(body),
      })
      return response.status
    },
    { method, path, body },
  )
}

test.describe('about', () => {
  test('shows vision, mission, story, the 17 states, services, 5 values and the timeline in order', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    await expect(page).toHaveTitle(/^About SunHarvest Energy \| Solar Experts Since 2008/)

    const purpose = page.getByRole('region', { name: 'Vision & Mission' })
    await expect(purpose.getByRole('heading', { name: 'Our Vision' })).toBeVisible()
    await expect(purpose.getByText(companyProfile.vision)).toBeVisible()
    await expect(purpose.getByRole('heading', { name: 'Our Mission' })).toBeVisible()
    await expect(purpose.getByText(companyProfile.mission)).toBeVisible()

    const story = page.getByRole('region', { name: 'Our Story' })
    await expect(story.getByText(companyProfile.story[0]!)).toBeVisible()
    await expect(story.getByRole('definition')).toHaveText(['2008', '2012', '17'])

    await expect(page.getByRole('heading', { name: 'Present in 17 Nigerian states' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'States where we work' }).getByRole('listitem')).toHaveCount(17)

    const services = page.getByRole('region', { name: 'What We Do' })
    await expect(services.getByRole('link')).toHaveCount(7)
    await expect(services.getByRole('link', { name: /Energy Audit/ })).toHaveAttribute('href', '/services/energy-audit')

    const values = page.getByRole('list', { name: 'Core values' }).getByRole('heading', { level: 3 })
    await expect(values).toHaveText(['Excellence', 'Integrity', 'Innovation', 'Customer Satisfaction', 'Passion and Dedication'])

    const years = page
      .getByRole('list', { name: 'Company timeline' })
      .getByRole('listitem')
      .locator('p')
      .filter({ hasText: /^\d{4}$/ })
    await expect(years).toHaveText(['2008', '2012', '2014', '2017', '2020'])
    await expect(page.getByRole('link', { name: 'Get a Quote' }).last()).toHaveAttribute('href', '/contact')
  })

  test("an admin's edit of the page's title and intro shows on the page", async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    const status = await adminCall(page, 'PATCH', '/pages/about', {
      title: 'Who We Are',
      description: 'Solar people since 2008.',
      metaTitle: 'Who We Are',
    })
    expect(status).toBe(200)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible()
    await expect(page.getByText('Solar people since 2008.')).toBeVisible()
    await expect(page).toHaveTitle(/^Who We Are/)
  })
})

test.describe('a page created after the build (404 from the static host)', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_404] })

  test('a page an admin creates is served at /pages/{slug} with its title, intro and content', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    const status = await adminCall(page, 'POST', '/pages', {
      type: 'page',
      title: 'Solar Financing',
      slug: 'solar-financing',
      description: 'Ways to pay for solar in instalments.',
      content: 'We work with partner banks.\n\nPay over 12 to 36 months.',
      featuredImage: '',
      metaTitle: 'Solar Financing Options',
      metaDescription: 'Instalment plans for solar systems.',
    })
    expect(status).toBe(201)
    await page.goto('/pages/solar-financing')
    await expect(page.getByRole('heading', { level: 1, name: 'Solar Financing' })).toBeVisible()
    await expect(page.getByText('Ways to pay for solar in instalments.')).toBeVisible()
    await expect(page.getByText('We work with partner banks.')).toBeVisible()
    await expect(page.getByText('Pay over 12 to 36 months.')).toBeVisible()
    await expect(page).toHaveTitle(/^Solar Financing Options/)
  })
})

test('projects: six cards with image, title, location, description and capacity and savings', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Projects' }).getByRole('listitem')
  await expect(cards).toHaveCount(6)
  for (const [i, project] of projects.entries()) {
    const card = cards.nth(i)
    await expect(card.getByRole('heading', { name: project.title })).toBeVisible()
    await expect(card.getByRole('img', { name: project.image.alt })).toBeAttached()
    await expect(card.getByText(project.location)).toBeVisible()
    await expect(card.getByText(project.description)).toBeVisible()
    await expect(card.getByRole('term')).toHaveText(['System Capacity', 'Savings'])
    await expect(card.getByRole('definition')).toHaveText([project.stats.capacity, project.stats.savings])
  }
  const capacities = await page.getByRole('list', { name: 'Projects' }).getByRole('definition').allInnerTexts()
  expect(capacities).toEqual(expect.arrayContaining(['5.8 kW', '32 kW']))
})

test("blog: six posts with image, category, date, author, title, excerpt and 'Read More' to /blog", async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  const posts = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem')
  await expect(posts).toHaveCount(6)
  const newestFirst = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date))
  for (const [i, post] of newestFirst.entries()) {
    const card = posts.nth(i)
    await expect(card.getByRole('heading', { name: post.title })).toBeVisible()
    await expect(card.getByRole('img', { name: post.image.alt })).toBeAttached()
    await expect(card.getByText(post.category, { exact: true })).toBeVisible()
    await expect(card.getByText(post.author)).toBeVisible()
    await expect(card.getByText(post.excerpt)).toBeVisible()
    await expect(card.locator('time')).toHaveAttribute('datetime', post.date)
    await expect(card.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/blog')
  }
  await expect(posts.first().locator('time')).toHaveText('10 June 2025')
})

test('faq: an accordion of the general questions, one open at a time and collapsible', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible()
  const general = faqs.filter((faq) => faq.topic === 'general')
  const [first, second] = general
  await expect(page.getByRole('button', { name: first!.question })).toBeVisible()
  for (const faq of general)
    await expect(page.getByRole('button', { name: faq.question })).toHaveAttribute('aria-expanded', 'false')

  const one = page.getByRole('button', { name: first!.question })
  const two = page.getByRole('button', { name: second!.question })
  await one.click()
  await expect(one).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText(first!.answer)).toBeVisible()
  await two.click()
  await expect(two).toHaveAttribute('aria-expanded', 'true')
  await expect(one).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText(first!.answer)).toBeHidden()
  await two.click()
  await expect(two).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText(second!.answer)).toBeHidden()

  await expect(page.getByRole('heading', { name: 'Still have questions?' })).toBeVisible()
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
})

for (const [path, title] of [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
] as const) {
  test(`${path}: title, 'Last updated: June 1, 2023', sections and the 30 days' notice`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText('Last updated: June 1, 2023', { exact: true })).toBeVisible()
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5)
    await expect(page.getByRole('main').getByText(/material changes.*at least 30 days/)).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${title}`))
  })
}
