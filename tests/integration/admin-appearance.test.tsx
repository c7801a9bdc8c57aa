import { configure, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { IMAGE_SRC_MESSAGE } from '../../src/api/schemas'
import { signInForTests } from '../setup/admin-session'
import { call } from '../setup/api'
import { renderRoute } from '../setup/render'

configure({ asyncUtilTimeout: 8000 })

beforeEach(async () => {
  await signInForTests()
})

/** The Appearance tab takes images from the media library or a site path, never another origin. */
describe('settings: Appearance', () => {
  it('refuses an https:// logo with a message that says what to do, and saves nothing', async () => {
    renderRoute('/dashboard/settings?tab=appearance')
    const input = await screen.findByRole('textbox', { name: /^Light Logo path/ })
    expect(input).toHaveValue('/images/brand/logo-light.png')
    await userEvent.clear(input)
    await userEvent.type(input, 'https://cdn.example.com/logo.png')
    await userEvent.click(screen.getByRole('button', { name: 'Save Appearance Settings' }))

    expect(await screen.findByText(IMAGE_SRC_MESSAGE)).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    // The preview never loads the other origin.
    expect(screen.getByRole('img', { name: 'Light Logo preview' })).not.toHaveAttribute(
      'src',
      expect.stringContaining('cdn.example.com'),
    )
    expect((await call('GET', '/settings/site')).body.logoLight).toBe('/images/brand/logo-light.png')
  })

  it('saves a site path typed in', async () => {
    renderRoute('/dashboard/settings?tab=appearance')
    const input = await screen.findByRole('textbox', { name: /^Favicon path/ })
    await userEvent.clear(input)
    await userEvent.type(input, '/images/brand/logo-dark.png')
    await userEvent.click(screen.getByRole('button', { name: 'Save Appearance Settings' }))
    expect(await screen.findByText('Appearance saved')).toBeInTheDocument()
    expect((await call('GET', '/settings/site')).body.favicon).toBe('/images/brand/logo-dark.png')
  })
})
