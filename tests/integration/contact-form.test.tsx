import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { apiUrl } from '../../src/api/config'
import { renderRoute } from '../setup/render'

const CONTACT = apiUrl('/contact-messages')

async function openContactForm() {
  const user = userEvent.setup()
  renderRoute('/contact')
  const form = await screen.findByRole('form', { name: 'Contact form' })
  // Mantine appends ' *' to required labels.
  const field = (label: string) => within(form).getByLabelText(new RegExp(`^${label}`))
  return { user, form, field, submit: () => user.click(within(form).getByRole('button', { name: 'Send Message' })) }
}

async function fillValid({ user, field }: Awaited<ReturnType<typeof openContactForm>>) {
  await user.type(field('Name'), 'Ngozi Okafor')
  await user.type(field('Email'), 'ngozi@example.ng')
  await user.type(field('Phone'), '+234 803 000 1111')
  await user.selectOptions(field('Service'), 'battery')
  await user.type(field('Message'), 'I would like a quote for a 5 kWh battery.')
}

describe('contact form', () => {
  it('shows the schema messages under the fields on an empty submit and focuses Name', async () => {
    const ctx = await openContactForm()
    await ctx.submit()
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Please choose a service')).toBeInTheDocument()
    expect(screen.getByText('Message is required')).toBeInTheDocument()
    expect(ctx.field('Name')).toHaveFocus()
    expect(ctx.field('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(ctx.field('Phone')).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('re-validates on change after the first submit', async () => {
    const ctx = await openContactForm()
    await ctx.user.type(ctx.field('Email'), 'not-an-email')
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument()
    await ctx.submit()
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
    await ctx.user.clear(ctx.field('Email'))
    await ctx.user.type(ctx.field('Email'), 'ngozi@example.ng')
    await waitFor(() => expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument())
  })

  it('sends the message once, however often it is clicked, and shows the thank-you view', async () => {
    let posts = 0
    server.use(
      http.post(CONTACT, () => {
        posts += 1
        return undefined // falls through to the real handler
      }),
    )
    const ctx = await openContactForm()
    await fillValid(ctx)
    await ctx.user.dblClick(within(ctx.form).getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument()
    expect(screen.getByText("Your message has been sent successfully. We'll get back to you shortly.")).toBeInTheDocument()
    expect(posts).toBe(1)
  })

  it('Send Another Message returns to an emptied form', async () => {
    const ctx = await openContactForm()
    await fillValid(ctx)
    await ctx.submit()
    await ctx.user.click(await screen.findByRole('button', { name: 'Send Another Message' }))
    const form = await screen.findByRole('form', { name: 'Contact form' })
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('')
    expect(within(form).getByLabelText(/^Message/)).toHaveValue('')
    expect(within(form).getByLabelText(/^Service/)).toHaveValue('')
  })

  it('shows a 422 response’s field issues under their fields and keeps the values', async () => {
    server.use(
      http.post(CONTACT, () =>
        HttpResponse.json(
          { message: 'Some fields are not valid', issues: [{ path: 'email', message: 'This address cannot receive mail' }] },
          { status: 422 },
        ),
      ),
    )
    const ctx = await openContactForm()
    await fillValid(ctx)
    await ctx.submit()
    expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Your message could not be sent. Please try again.')
    expect(ctx.field('Email')).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(ctx.field('Email')).toHaveFocus())
    expect(ctx.field('Name')).toHaveValue('Ngozi Okafor')
  })

  it('keeps every typed value after a 500 and sends once per submit', async () => {
    let calls = 0
    server.use(
      http.post(CONTACT, () => {
        calls += 1
        return HttpResponse.json({ message: 'Something went wrong on our side. Please try again.', issues: [] }, { status: 500 })
      }),
    )
    const ctx = await openContactForm()
    await fillValid(ctx)
    await ctx.submit()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your message could not be sent. Please try again.')
    expect(ctx.field('Name')).toHaveValue('Ngozi Okafor')
    expect(ctx.field('Email')).toHaveValue('ngozi@example.ng')
    expect(ctx.field('Phone')).toHaveValue('+234 803 000 1111')
    expect(ctx.field('Service')).toHaveValue('battery')
    expect(ctx.field('Message')).toHaveValue('I would like a quote for a 5 kWh battery.')
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).not.toBeInTheDocument()
    expect(calls).toBe(1)
  })
})
