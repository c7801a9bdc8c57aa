import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { forwardRef, useState } from 'react'

interface PasswordFieldProps extends PasswordInputProps {
  /** What the toggle shows or hides, for its accessible name: "password" → "Show password" / "Hide password". */
  toggleNoun?: string
}

/** A password input whose show/hide toggle is a named, focusable button. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { toggleNoun = 'password', ...props },
  ref,
) {
  const [visible, setVisible] = useState(false)
  return (
    <PasswordInput
      ref={ref}
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': `${visible ? 'Hide' : 'Show'} ${toggleNoun}`,
        // The name already says what a press does; a pressed state on top would contradict it.
        'aria-pressed': undefined,
      }}
    />
  )
})
