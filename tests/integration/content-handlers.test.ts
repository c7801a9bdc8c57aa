// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as s from '../../src/api/schemas'
import { call } from '../setup/api'
import { expectErrorBody } from './helpers'

/** GETs a public endpoint, expects 200 and returns the body parsed with the contract's schema. */
async function getParsed<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const { status, body } = await call('GET', path)
  expect(status, `GET ${path}`).toBe(200)
  // A list answers a page of records ({ items, total, page, pageSize }); these tests read its items.
  const parsed =
    schema instanceof z.ZodArray && !Array.isArray(body)
      ? s
          .listPageSchema(schema.element as z.ZodType)
          .transform((page) => page.items)
          .safeParse(body)
      : schema.safeParse(body)
  expect(parsed.error?.issues ?? [], `GET ${path} matches its schema`).toEqual([])
  return parsed.data as z.infer<S>
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

describe('home page content', () => {
  it('serves the four hero slides', async () => {
    expect(await getParsed('/hero-slides', z.array(s.heroSlideSchema))).toHaveLength(4)
  })

  it('serves the six service cards of the home page', async () => {
    expect(await getParsed('/service-cards', z.array(s.serviceCardSchema))).toHaveLength(6)
  })

  it('serves three testimonials', async () => {
    expect(await getParsed('/testimonials', z.array(s.testimonialSchema))).toHaveLength(3)
  })

  it('serves four impact stats', async () => {
    expect(await getParsed('/impact-stats', z.array(s.impactStatSchema))).toHaveLength(4)
  })
})

describe('services', () => {
  it('lists seven services of kind "service", in their display order', async () => {
    const services = await getParsed('/services', z.array(s.serviceSchema))
    expect(services.filter((service) => service.kind === 'service')).toHaveLength(7)
    const orders = services.map((service) => service.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('serves one service by its id', async () => {
    const service = await getParsed('/services/solar-installation', s.serviceSchema)
    expect(service.id).toBe('solar-installation')
  })

  it.each(['energy-audit', 'maintenance', 'battery-storage', 'training'])('serves the %s service', async (id) => {
    expect((await getParsed(`/services/${id}`, s.serviceSchema)).id).toBe(id)
  })

  it('answers 404 with a JSON message for an unknown service', async () => {
    expectErrorBody(await call('GET', '/services/no-such-service'), 404)
  })

  it('serves three maintenance plans priced 149, 249 and 449 dollars', async () => {
    const plans = await getParsed('/maintenance-plans', z.array(s.maintenancePlanSchema))
    expect(plans.map((plan) => plan.price)).toEqual([149, 249, 449])
  })
})

describe('portfolio and blog', () => {
  it('serves six projects whose capacities include 5.8 kW and 32 kW', async () => {
    const projects = await getParsed('/projects', z.array(s.projectSchema))
    expect(projects).toHaveLength(6)
    const capacities = projects.map((project) => project.stats.capacity)
    expect(capacities).toContain('5.8 kW')
    expect(capacities).toContain('32 kW')
  })

  it('serves six blog posts, newest first', async () => {
    const posts = await getParsed('/blog-posts', z.array(s.blogPostSchema))
    expect(posts).toHaveLength(6)
    const dates = posts.map((post) => post.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('serves nine gallery images', async () => {
    expect(await getParsed('/gallery-images', z.array(s.galleryImageSchema))).toHaveLength(9)
  })

  it('serves three project categories counting 24, 18 and 12 projects', async () => {
    const categories = await getParsed('/project-categories', z.array(s.projectCategorySchema))
    expect(categories.map((category) => category.count)).toEqual([24, 18, 12])
  })
})

describe('about page content', () => {
  it('serves five values', async () => {
    expect(await getParsed('/values', z.array(s.valueSchema))).toHaveLength(5)
  })

  it('serves the timeline years 2008, 2012, 2014, 2017 and 2020 in order', async () => {
    const timeline = await getParsed('/timeline', z.array(s.timelineEntrySchema))
    expect(timeline.map((entry) => entry.year)).toEqual([2008, 2012, 2014, 2017, 2020])
  })

  it('serves the company profile', async () => {
    const profile = await getParsed('/company-profile', s.companyProfileSchema)
    expect(profile).toMatchObject({ founded: 2008, incorporated: 2012 })
  })
})

describe('faqs and legal documents', () => {
  it('serves every faq, and only the training ones with ?topic=training', async () => {
    const all = await getParsed('/faqs', z.array(s.faqSchema))
    const training = await getParsed('/faqs?topic=training', z.array(s.faqSchema))
    expect(training.length).toBeGreaterThan(0)
    expect(training.every((faq) => faq.topic === 'training')).toBe(true)
    expect(training).toEqual(all.filter((faq) => faq.topic === 'training'))
    expect(all.length).toBeGreaterThan(training.length)
  })

  it.each(['privacy-policy', 'terms-of-service'])('serves the %s document', async (id) => {
    const document = await getParsed(`/legal-documents/${id}`, s.legalDocumentSchema)
    expect(document.id).toBe(id)
  })

  it('answers 404 for an unknown legal document', async () => {
    expectErrorBody(await call('GET', '/legal-documents/cookie-policy'), 404)
  })
})

describe('training content', () => {
  it('serves three trainers and four training testimonials', async () => {
    expect(await getParsed('/trainers', z.array(s.trainerSchema))).toHaveLength(3)
    expect(await getParsed('/training-testimonials', z.array(s.trainingTestimonialSchema))).toHaveLength(4)
  })

  it('serves three packages priced 75,000, 150,000 and 250,000 naira', async () => {
    const packages = await getParsed('/training-packages', z.array(s.trainingPackageSchema))
    expect(packages.map((pkg) => [pkg.id, pkg.price])).toEqual([
      ['beginner', 75000],
      ['intermediate', 150000],
      ['advanced', 250000],
    ])
  })

  it('serves four curriculum modules of three topics each', async () => {
    const modules = await getParsed('/curriculum-modules', z.array(s.curriculumModuleSchema))
    expect(modules.map((module) => module.number)).toEqual([1, 2, 3, 4])
    expect(modules.every((module) => module.topics.length === 3)).toBe(true)
  })

  it('serves the training program document', async () => {
    expect((await getParsed('/training-program', s.trainingProgramSchema)).id).toBe('training')
  })

  it('serves three training sessions sorted by date', async () => {
    const sessions = await getParsed('/training-sessions', z.array(s.trainingSessionSchema))
    expect(sessions).toHaveLength(3)
    const times = sessions.map(({ date }) => Date.UTC(date.year, MONTHS.indexOf(date.month), date.day))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('serves one training session by id and 404 for an unknown one', async () => {
    const [first] = await getParsed('/training-sessions', z.array(s.trainingSessionSchema))
    expect(await getParsed(`/training-sessions/${first!.id}`, s.trainingSessionSchema)).toEqual(first)
    expectErrorBody(await call('GET', '/training-sessions/no-such-session'), 404)
  })
})

describe('admin-managed content read publicly', () => {
  it('lists nine pages: six of type page and three of type service', async () => {
    const pages = await getParsed('/pages', z.array(s.pageSchema))
    expect(pages).toHaveLength(9)
    expect(
      pages
        .filter((page) => page.type === 'page')
        .map((page) => page.id)
        .sort(),
    ).toEqual(['about', 'blog', 'contact', 'home', 'projects', 'services'])
    expect(
      pages
        .filter((page) => page.type === 'service')
        .map((page) => page.id)
        .sort(),
    ).toEqual(['energy-audit', 'maintenance', 'solar-installation'])
  })

  it('serves one page by id and 404 for an unknown one', async () => {
    expect((await getParsed('/pages/about', s.pageSchema)).id).toBe('about')
    expectErrorBody(await call('GET', '/pages/no-such-page'), 404)
  })

  it('lists eight media items, and one by id', async () => {
    const media = await getParsed('/media', z.array(s.mediaItemSchema))
    expect(media).toHaveLength(8)
    expect(await getParsed(`/media/${media[0]!.id}`, s.mediaItemSchema)).toEqual(media[0])
    expectErrorBody(await call('GET', '/media/no-such-item'), 404)
  })

  it('lists the main and footer menus', async () => {
    const menus = await getParsed('/menus', z.array(s.menuSchema))
    expect(menus.map((menu) => menu.id).sort()).toEqual(['footer-menu', 'main-menu'])
    expectErrorBody(await call('GET', '/menus/side-menu'), 404)
  })

  it('serves the seed main menu with exactly its items and the Services children', async () => {
    const menu = await getParsed('/menus/main-menu', s.menuSchema)
    expect(menu.items.map((item) => item.title)).toEqual(['Home', 'About', 'Services', 'Training', 'Projects', 'Blog', 'Contact'])
    const services = menu.items.find((item) => item.title === 'Services')
    expect(services?.children?.map((child) => child.title)).toEqual([
      'Solar Installation',
      'Energy Audit',
      'Maintenance',
      'Solar Training',
    ])
  })

  it('serves the site settings with the spec tagline', async () => {
    const settings = await getParsed('/settings/site', s.siteSettingsSchema)
    expect(settings.tagline).toBe('Solar Energy Solutions for Africa')
  })
})
