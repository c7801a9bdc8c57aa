import type { UserEvent } from '@testing-library/user-event'

/** A click with Shift held (a range selection in the admin's lists). */
export async function shiftClick(user: UserEvent, element: Element): Promise<void> {
  await user.keyboard('{Shift>}')
  await user.click(element)
  await user.keyboard('{/Shift}')
}
