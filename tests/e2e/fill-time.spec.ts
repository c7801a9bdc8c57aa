import type { Page } from '@playwright/test'
import { FILLED_TOO_FAST, PUBLIC_WRITE_RULES } from '../../api/rules/public-writes'
import { expect, FIRST_LOAD, setFaultRules, takeTimeToFill, test } from './fixtures'

/**
 * A person who starts typing as soon as a public form shows, at a person's pace, is never refused by the minimum
 * fill time: the time counts from when the page was shown, so what was typed into the prerendered form before the
 * app hydrated counts too. On a normal CPU, on a 6x slowed one, and on a slow connection (the scripts, so the
 * hydration, arrive once the person has typed). A Send pressed before hydration is held, not lost; a script that fills
 * the form at machine speed is still refused.
 */

// The page is used as it arrives: typing starts before the app has hydrated.
test.use({
  waitForAppAfterNavigation: false,
  // The browser logs the dropped request itself.
  allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/],
})

/**
 * A quick typist's pace: 65 ms a key. Each form below has about 70 keys to type: some 4.5 s in all, past the
 * minimum fill time but not by much.
 */
const KEY_MS = 65

/**
 * A person at the keyboard: a key every `KEY_MS` whatever the page is doing. A busy page (hydrating, on a slow CPU)
 * takes the keys late but in order, as a phone does; Playwright's own typing would wait for each key to be handled
 * before pressing the next, and so type slower than the person the longer the page is busy.
 */
async function personAt(page: Page, { cpuRate, slowConnection }: Device) {
  const cdp = await page.context().newCDPSession(page)
  if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
  // On a slow connection the page shows from its HTML, and its scripts (so the hydration) arrive while the person
  // types: here once the test lets them (`scriptsArrive`), so that whatever this machine's speed, the person has typed
  // (or pressed Send) before the app hydrates.
  let scriptsArrive = () => {}
  if (slowConnection) {
    const arrived = new Promise<void>((resolve) => (scriptsArrive = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await arrived
      await route.continue()
    })
  }
  const pressing: Promise<unknown>[] = []
  const press = (key: string, text?: string, keyCode?: number) => {
    const down = text
      ? ({ type: 'keyDown', key, text, unmodifiedText: text } as const)
      : ({ type: 'rawKeyDown', key, code: key } as const)
    pressing.push(cdp.send('Input.dispatchKeyEvent', { ...down, windowsVirtualKeyCode: keyCode }))
    pressing.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, windowsVirtualKeyCode: keyCode }))
  }
  return {
    /** Types `text` into the focused field, then Tab before each of `then` (texts for the next fields). */
    async type(text: string, ...then: string[]) {
      const keys: (() => void)[] = [...text].map((key) => () => press(key, key))
      for (const next of then) keys.push(() => press('Tab', undefined, 9), ...[...next].map((key) => () => press(key, key)))
      const started = Date.now()
      for (const [i, key] of keys.entries()) {
        key()
        const ahead = started + (i + 1) * KEY_MS - Date.now()
        if (ahead > 0) await new Promise((resolve) => setTimeout(resolve, ahead))
      }
      await Promise.all(pressing.splice(0))
    },
    scriptsArrive,
  }
}

/**
 * The `fillMs` a form sends when `press` sends it, and the time since `typingStarted` (the first key's moment, on
 * the test's clock) when it was pressed: the form was shown before the first key, so its fill time is no shorter.
 */
async function fillTimeOf(page: Page, path: string, typingStarted: number, press: () => Promise<void>) {
  const post = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(path))
  const pressedAfter = Date.now() - typingStarted
  await press()
  const { fillMs } = (await post).postDataJSON() as { fillMs: number }
  return { fillMs, pressedAfter }
}

/** Resolves once the page has painted its content: a person sees it from then. */
const painted = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 50 })

/** The refusal of a form sent sooner than a person could fill it in. */
const refused = (page: Page) => page.getByText(FILLED_TOO_FAST)

/** The person presses Send once the page is interactive (a Send pressed sooner is held: the tests after these). */
const untilHydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { polling: 50 })

type Device = { name: string; cpuRate: number; slowConnection?: boolean }
type Person = Awaited<ReturnType<typeof personAt>>

/** The contact form, and what the person types into it. */
function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' })
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}`))
  const values = { Name: 'Ngozi Okafor', Email: 'ngozi@example.ng', Message: 'I would like a quote for a 5 kWh battery.' }
  return {
    form,
    field,
    values,
    async fill(person: Person) {
      await field('Name').click()
      await person.type(values.Name, values.Email)
      await field('Service').selectOption('battery')
      await field('Message').click()
      await person.type(values.Message)
    },
  }
}

/** The training registration form, and what the person types and picks in it. */
function registrationForm(page: Page) {
  const form = page.getByRole('form', { name: 'Training registration' })
  const box = (name: string) => form.getByRole('textbox', { name, exact: true })
  const select = (name: string) => form.getByRole('combobox', { name, exact: true })
  return {
    form,
    box,
    async fill(person: Person) {
      await box('Full Name').click()
      await person.type('Amaka Eze', 'amaka@example.ng')
      await select('Gender').selectOption('female')
      await select('Professional Status').selectOption('installer')
      await box('Phone Number').click()
      await person.type('08031234567', '08097654321', '3 Okpanam Rd, Asaba')
      await select('Training Package').selectOption('beginner')
      await select('How did you hear about us?').selectOption('whatsapp')
      await form.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }).check()
    },
  }
}

const DEVICES: Device[] = [
  { name: 'a normal CPU', cpuRate: 1 },
  { name: 'a 6x slowed CPU', cpuRate: 6 },
  { name: 'a slow connection', cpuRate: 1, slowConnection: true },
]

for (const device of DEVICES) {
  test.describe(`on ${device.name}`, () => {
    test.slow(device.cpuRate > 1, 'a page on a slowed CPU takes its time')
    test('the contact form, typed right after load at a person’s pace, is sent; a failed send keeps the values', async ({
      page,
    }) => {
      const person = await personAt(page, device)
      await page.goto('/contact', { waitUntil: 'commit' })
      const { form, field, values, fill } = contactForm(page)
      const expectValues = async () => {
        for (const [label, value] of Object.entries(values)) await expect(field(label)).toHaveValue(value)
        await expect(field('Service')).toHaveValue('battery')
      }
      await expect(field('Name')).toBeVisible(FIRST_LOAD)
      await painted(page)
      const typingStarted = Date.now()
      await fill(person)
      person.scriptsArrive()
      await untilHydrated(page)
      await expectValues()
      const send = form.getByRole('button', { name: 'Send Message' })
      const sent = await fillTimeOf(page, '/api/contact-messages', typingStarted, () => send.click())
      expect(sent.fillMs).toBeGreaterThanOrEqual(sent.pressedAfter)
      await expect(page.getByRole('heading', { name: 'Thank You!' }).or(refused(page))).toBeVisible({ timeout: 15_000 })
      await expect(refused(page)).toHaveCount(0)

      // Another message, in the form the app renders anew: its time counts from then. Its first send fails (a
      // dropped connection) and every typed value stays.
      await page.getByRole('button', { name: 'Send Another Message' }).click()
      await fill(person)
      await setFaultRules(page, [{ match: 'POST /api/contact-messages', network: true, times: 1 }])
      await send.click()
      await expect(form.getByRole('alert')).toContainText('Your message could not be sent')
      await expectValues()
      await send.click()
      await expect(page.getByRole('heading', { name: 'Thank You!' }).or(refused(page))).toBeVisible({ timeout: 15_000 })
      await expect(refused(page)).toHaveCount(0)
    })

    test('the training registration, typed right after load at a person’s pace, is sent', async ({ page }) => {
      const person = await personAt(page, device)
      await page.goto('/training', { waitUntil: 'commit' })
      const { form, box, fill } = registrationForm(page)
      await expect(box('Full Name')).toBeAttached(FIRST_LOAD)
      await painted(page)
      const typingStarted = Date.now()
      await fill(person)
      person.scriptsArrive()
      await untilHydrated(page)
      await expect(box('Full Name')).toHaveValue('Amaka Eze')
      await expect(box('Address')).toHaveValue('3 Okpanam Rd, Asaba')
      const submit = () => form.getByRole('button', { name: 'Submit Registration' }).click()
      const sent = await fillTimeOf(page, '/api/registrations', typingStarted, submit)
      expect(sent.fillMs).toBeGreaterThanOrEqual(sent.pressedAfter)
      await expect(page.getByText('Registration submitted!').or(refused(page))).toBeVisible({ timeout: 15_000 })
      await expect(refused(page)).toHaveCount(0)
    })
  })
}

test.describe('Send pressed before the app hydrated', () => {
  const SLOW_CONNECTION: Device = { name: 'a slow connection', cpuRate: 1, slowConnection: true }

  test('on the contact form is held, then sent once it has: nothing typed is lost or put in the address', async ({ page }) => {
    const person = await personAt(page, SLOW_CONNECTION)
    await page.goto('/contact', { waitUntil: 'commit' })
    const { form, fill } = contactForm(page)
    await fill(person)
    await form.getByRole('button', { name: 'Send Message' }).click()
    person.scriptsArrive()
    await expect(page.getByRole('heading', { name: 'Thank You!' }).or(refused(page))).toBeVisible({ timeout: 15_000 })
    await expect(refused(page)).toHaveCount(0)
    expect(new URL(page.url()).search).toBe('')
  })

  test('on the registration form (Enter in a field) is held, then sent once it has', async ({ page }) => {
    const person = await personAt(page, SLOW_CONNECTION)
    await page.goto('/training', { waitUntil: 'commit' })
    const { box, fill } = registrationForm(page)
    await fill(person)
    await box('Address').press('Enter')
    person.scriptsArrive()
    await expect(page.getByText('Registration submitted!').or(refused(page))).toBeVisible({ timeout: 15_000 })
    await expect(refused(page)).toHaveCount(0)
    expect(new URL(page.url()).search).toBe('')
  })
})

test.describe('against scripts', () => {
  // The browser logs the refused request itself.
  test.use({ allowedConsoleErrors: [/status of 422/] })

  test('a script that fills the contact form at machine speed as soon as it shows is refused; the values stay', async ({
    page,
  }) => {
    // Reached by a client-side navigation once the app has hydrated, the form counts its time from when the app renders
    // it: a fill at machine speed is sooner than the minimum however busy the machine. (A prerendered form counts from
    // the page's first paint, which a busy machine can take longer than the minimum to make interactive; that rule is
    // tested in tests/unit/form-shown-at.test.ts.)
    await page.goto('/')
    await untilHydrated(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
    const { form, field } = contactForm(page)
    const values = { Name: 'Bot', Email: 'bot@example.com', Message: 'Cheap followers here.' }
    await expect(field('Name')).toBeVisible(FIRST_LOAD)
    for (const [label, value] of Object.entries(values)) await field(label).fill(value)
    await field('Service').selectOption('battery')
    const send = form.getByRole('button', { name: 'Send Message' })
    const { fillMs } = await fillTimeOf(page, '/api/contact-messages', Date.now(), () => send.click())
    expect(fillMs, 'the time the form says it took to fill').toBeLessThan(PUBLIC_WRITE_RULES.minFillMs)
    await expect(refused(page)).toBeVisible()
    for (const [label, value] of Object.entries(values)) await expect(field(label)).toHaveValue(value)
    await expect(field('Service')).toHaveValue('battery')

    await takeTimeToFill(page)
    await send.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  })
})
