// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createChoiceChannel } from '../../src/features/training/choice'

describe("the training page's choice channel", () => {
  it('keeps a choice made before the registration section is there, and delivers it once it listens', () => {
    const choices = createChoiceChannel()
    choices.choose({ packageId: 'advanced' })
    const receive = vi.fn()
    const stop = choices.listen(receive)
    expect(receive).toHaveBeenCalledExactlyOnceWith({ packageId: 'advanced' })
    choices.choose({ packageId: 'beginner', sessionId: 's1' })
    expect(receive).toHaveBeenLastCalledWith({ packageId: 'beginner', sessionId: 's1' })
    stop()
    choices.choose({ packageId: 'intermediate' })
    expect(receive).toHaveBeenCalledTimes(2)
    const next = vi.fn()
    choices.listen(next)
    expect(next).toHaveBeenCalledExactlyOnceWith({ packageId: 'intermediate' })
  })
})
