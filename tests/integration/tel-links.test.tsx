import { configure, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sampleContact } from '../setup/inquiry-samples'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { renderRoute } from '../setup/render'

configure({ asyncUtilTimeout: 8000 })

/** A tel: link is built from a validated number, never from whatever text was stored. */
describe('tel: links', () => {
  it('the contact page and footer dial the digits of the settings phones', async () => {
    renderRoute('/contact')
    const links = await screen.findAllByRole('link', { name: '+234 803 555 0142' })
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toHaveAttribute('href', 'tel:+2348035550142')
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? ''
      if (href.startsWith('tel:')) expect(href).toMatch(/^tel:\+?\d{5,}$/)
    }
  })

  it('the inbox shows a contact phone that is no number as text, without a link', async () => {
    await signInForTests()
    const message = (await call('POST', '/contact-messages', { body: { ...sampleContact, phone: 'javascript:alert(1)//' } }))
      .body as { id: string }
    renderRoute(`/dashboard/inbox/messages/${message.id}`)
    const phone = await screen.findByText('javascript:alert(1)//')
    expect(phone.closest('a')).toBeNull()
    expect(
      within(document.body)
        .queryAllByRole('link')
        .filter((a) => a.getAttribute('href')?.startsWith('tel:')),
    ).toEqual([])
  })
})
