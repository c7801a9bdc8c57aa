// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { apiUrl, seed, signIn } from '../../mocks/testing'
import { trainingSessions } from '../../fixtures/training-sessions'
import { renderPage } from '../../src/entry-server'

type Ld = Record<string, unknown> & { '@type': string }

const DAY = '2026-11-28'

/** Every JSON-LD block of a page, parsed, and its head tags. */
async function rendered(path: string) {
  const page = await renderPage(path, DAY)
  if (!page) throw new Error(`${path} redirected`)
  const blocks = [...(page.head + page.html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Ld,
  )
  const byType = (type: string) => blocks.filter((block) => block['@type'] === type)
  return { page, blocks, byType, head: page.head }
}

const editSettings = async (patch: Record<string, unknown>) => {
  const { headers } = await signIn()
  const response = await fetch(apiUrl('/settings/site'), {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  })
  expect(response.status).toBe(200)
}

describe('structured data, from the content', () => {
  it('every public page: the company, in its head, as a LocalBusiness with its address, phones, e-mail, hours and profiles', async () => {
    const { byType, blocks } = await rendered('/about')
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org')
    const [company] = byType('LocalBusiness')
    expect(company).toMatchObject({
      name: 'SunHarvest Energy',
      url: 'https://www.sunharvest.ng/',
      email: 'info@sunharvest.ng',
      telephone: '+234 803 555 0142',
      address: [
        { '@type': 'PostalAddress', streetAddress: '27 Admiralty Way, Lekki Phase 1, Lagos, Nigeria', addressCountry: 'NG' },
        { '@type': 'PostalAddress', streetAddress: '14 Nnebisi Road, Asaba, Delta State, Nigeria' },
      ],
      contactPoint: [{ telephone: '+234 803 555 0142' }, { telephone: '+234 812 555 0199' }],
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
          opens: '08:00',
          closes: '18:00',
        },
        { dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '15:00' },
      ],
      sameAs: expect.arrayContaining([
        'https://facebook.com/sunharvestenergy',
        'https://www.linkedin.com/company/sunharvest-energy',
      ]),
    })
    expect(company!.openingHoursSpecification).toHaveLength(2)
  })

  it('a BreadcrumbList on each page: positions, names and absolute URLs, sections named by the main menu', async () => {
    const { byType } = await rendered('/services/solar-installation')
    const [trail] = byType('BreadcrumbList')
    const items = trail!.itemListElement as { '@type': string; position: number; name: string; item: string }[]
    expect(items.map(({ position, item }) => [position, item])).toEqual([
      [1, 'https://www.sunharvest.ng/'],
      [2, 'https://www.sunharvest.ng/services'],
      [3, 'https://www.sunharvest.ng/services/solar-installation'],
    ])
    expect(items.every((item) => item['@type'] === 'ListItem' && item.name.length > 0)).toBe(true)
    expect(items[0]!.name).toBe('Home')
    expect(items[1]!.name).toBe('Services')
    // The page under its heading, not its meta title ("… | SunHarvest Energy").
    expect((await rendered('/services')).byType('BreadcrumbList')[0]!.itemListElement).toEqual([
      expect.objectContaining({ name: 'Home' }),
      expect.objectContaining({ name: expect.not.stringContaining('|'), item: 'https://www.sunharvest.ng/services' }),
    ])
  })

  it('/faq: a FAQPage, each Question with its acceptedAnswer', async () => {
    const { byType } = await rendered('/faq')
    const [faq] = byType('FAQPage')
    const questions = faq!.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
    expect(questions.length).toBeGreaterThan(0)
    for (const question of questions) {
      expect(question['@type']).toBe('Question')
      expect(question.name).toMatch(/\S/)
      expect(question.acceptedAnswer['@type']).toBe('Answer')
      expect(question.acceptedAnswer.text).toMatch(/\S/)
    }
  })

  it('/training: a Course by the company, priced in NGN, with a CourseInstance per upcoming session in Asaba', async () => {
    await seed('trainingSessions', [
      { ...trainingSessions[0]!, id: 'past', date: { day: 2, month: 'Nov', year: 2026 } },
      { ...trainingSessions[1]!, id: 'next', date: { day: 14, month: 'Jan', year: 2027 }, seatsLeft: 0 },
      { ...trainingSessions[2]!, id: 'later', date: { day: 1, month: 'Mar', year: 2027 } },
    ])
    const { byType } = await rendered('/training')
    const [course] = byType('Course')
    expect(course).toMatchObject({
      name: expect.stringMatching(/\S/),
      description: expect.stringMatching(/\S/),
      provider: { '@type': 'Organization', name: 'SunHarvest Energy', url: 'https://www.sunharvest.ng/' },
      offers: expect.arrayContaining([expect.objectContaining({ '@type': 'Offer', priceCurrency: 'NGN', price: 75000 })]),
    })
    const instances = course!.hasCourseInstance as Ld[]
    expect(instances.map((instance) => instance.startDate)).toEqual(['2027-01-14', '2027-03-01'])
    for (const instance of instances) {
      expect(instance).toMatchObject({
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        location: { '@type': 'Place', name: expect.stringContaining('Asaba') },
        offers: { '@type': 'Offer', priceCurrency: 'NGN' },
      })
    }
    expect(instances[0]!.offers).toMatchObject({ price: trainingSessions[1]!.price, availability: 'https://schema.org/SoldOut' })
  })

  it("an admin's settings edit changes the company, the canonical URL and the link previews", async () => {
    await editSettings({
      siteName: 'Bright Sun Ltd',
      siteUrl: 'https://bright.example/',
      contactPhone: '+234 701 000 0000',
      workingHours: [{ days: 'Saturday', hours: '10:00 AM - 2:00 PM' }],
    })
    const { byType, head } = await rendered('/contact')
    expect(byType('LocalBusiness')[0]).toMatchObject({
      name: 'Bright Sun Ltd',
      url: 'https://bright.example/',
      telephone: '+234 701 000 0000',
      openingHoursSpecification: [{ dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '14:00' }],
    })
    expect(head).toContain('<link rel="canonical" href="https://bright.example/contact"/>')
    expect(head).toContain('<meta property="og:url" content="https://bright.example/contact"/>')
    expect(head).toContain('<meta property="og:site_name" content="Bright Sun Ltd"/>')
    expect(head).toMatch(/<meta property="og:image" content="https:\/\/bright\.example\/images\/[^"]+"\/>/)
  })

  it('content cannot close the script: every < in JSON-LD is escaped', async () => {
    await editSettings({ tagline: 'Power </script><script>alert(1)</script>' })
    const { page, byType } = await rendered('/')
    const html = page.head + page.html
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html).toContain('\\u003c/script>')
    expect(byType('LocalBusiness')[0]!.description).toBe('Power </script><script>alert(1)</script>')
  })
})
