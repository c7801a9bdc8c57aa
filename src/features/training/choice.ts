import type { PackageId } from '../../api/schemas'

/** A package (and perhaps one of its sessions) picked somewhere on the page, to preselect in the form. */
export interface TrainingChoice {
  packageId: PackageId
  sessionId?: string
}

/** What the registration section lets the rest of the page do. */
export interface RegistrationHandle {
  choose: (choice: TrainingChoice) => void
}
