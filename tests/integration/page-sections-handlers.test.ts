// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { pageSchema, type PageSection } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { expectInvalid, expectNoChange, issuePaths } from './helpers'

let token: string
beforeEach(async () => {
  token = await signIn()
})

const aboutSections = (): PageSection[] => structuredClone(seed.pages.find((page) => page.id === 'about')!.sections!)
const patchAbout = (sections: unknown) => call('PATCH', '/pages/about', { token, body: { sections } })

describe('page sections', () => {
  it('are part of every public page document the seed has', async () => {
    for (const id of ['home', 'about', 'services', 'projects', 'blog', 'contact']) {
      const page = pageSchema.parse((await call('GET', `/pages/${id}`)).body)
      expect(page.sections?.length, id).toBeGreaterThan(0)
    }
  })

  it('are saved by a PATCH (200) and served by the next GET', async () => {
    const sections = aboutSections()
    sections[0] = { ...sections[0]!, heading: 'Where We Are Going' }
    const { status, body } = await patchAbout(sections)
    expect(status).toBe(200)
    expect(pageSchema.parse(body).sections?.[0]?.heading).toBe('Where We Are Going')
    expect((await call('GET', '/pages/about')).body.sections).toEqual(sections)
  })

  it('refuse an empty heading with 422 and the schema message on its field path', async () => {
    const sections = aboutSections()
    sections[0] = { ...sections[0]!, heading: '  ' }
    const response = await expectNoChange(['/pages/about'], token, () => patchAbout(sections))
    expectInvalid(response, 'sections.0.heading')
    expect(response.body.issues).toContainEqual({ path: 'sections.0.heading', message: 'Heading is required' })
  })

  it('refuse duplicate ids, unknown keys, unsafe links and bad points with 422 and field issues', async () => {
    const duplicate = aboutSections()
    duplicate[1] = { ...duplicate[1]!, id: duplicate[0]!.id }
    expectInvalid(await patchAbout(duplicate), 'sections')

    expectInvalid(await patchAbout([{ ...aboutSections()[0], colour: 'red' }]), 'sections.0')

    const link = [{ ...aboutSections()[0], links: [{ label: 'Click', href: 'javascript:alert(1)' }] }]
    expectInvalid(await patchAbout(link), 'sections.0.links.0.href')

    const points = await patchAbout([{ ...aboutSections()[0], points: ['Fine', ''] }])
    expectInvalid(points, 'sections.0.points.1')
    expect(issuePaths(points.body)).not.toContain('sections.0.points.0')
    expect((await call('GET', '/pages/about')).body.sections).toEqual(aboutSections())
  })

  it('refuse a section list that is not a list with 422', async () => {
    expectInvalid(await patchAbout('Vision'), 'sections')
  })
})
