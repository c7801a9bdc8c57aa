import type { PackageId } from '../../api/schemas'

/** A package (and perhaps one of its sessions) picked somewhere on the page, to preselect in the form. */
export interface TrainingChoice {
  packageId: PackageId
  sessionId?: string
}

/**
 * How the rest of the page hands a choice to the registration section. A choice made before the section has
 * hydrated (a quick tap on "Choose Advanced" while the page is still waking up) waits for it instead of being lost.
 */
export interface ChoiceChannel {
  choose: (choice: TrainingChoice) => void
  /** The section's receiver; a waiting choice is delivered at once. Returns the unsubscribe. */
  listen: (receive: (choice: TrainingChoice) => void) => () => void
}

export function createChoiceChannel(): ChoiceChannel {
  let receiver: ((choice: TrainingChoice) => void) | null = null
  let waiting: TrainingChoice | null = null
  return {
    choose: (choice) => {
      if (receiver) receiver(choice)
      else waiting = choice
    },
    listen: (receive) => {
      receiver = receive
      if (waiting) {
        const choice = waiting
        waiting = null
        receive(choice)
      }
      return () => {
        if (receiver === receive) receiver = null
      }
    },
  }
}
