import { Autocomplete, Button, Group, NumberInput, Radio, Stack, Text } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { faultRuleSchema, type FaultRule } from '../faults'
import { KNOWN_ENDPOINTS } from './known-endpoints'

type Kind = 'latency' | 'status' | 'network'

const KINDS: { value: Kind; label: string }[] = [
  { value: 'latency', label: 'Latency' },
  { value: 'status', label: 'Error status' },
  { value: 'network', label: 'Network failure' },
]

const asNumber = (value: string | number) => (typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value))

/** Adds one rule: an endpoint pattern, a kind of fault, its value and an optional count. */
export function FaultRuleForm({ onAdd }: { onAdd: (rule: FaultRule) => void }) {
  const [match, setMatch] = useState('*')
  const [kind, setKind] = useState<Kind>('status')
  const [latencyMs, setLatencyMs] = useState<string | number>(2000)
  const [status, setStatus] = useState<string | number>(500)
  const [times, setTimes] = useState<string | number>('')
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const candidate = {
      match: match.trim(),
      ...(kind === 'latency' ? { latencyMs: asNumber(latencyMs) } : {}),
      ...(kind === 'status' ? { status: asNumber(status) } : {}),
      ...(kind === 'network' ? { network: true } : {}),
      ...(asNumber(times) !== undefined ? { times: asNumber(times) } : {}),
    }
    const parsed = faultRuleSchema.safeParse(candidate)
    if (!parsed.success) {
      setError(parsed.error.issues.map((issue) => issue.message).join('; '))
      return
    }
    setError(null)
    onAdd(parsed.data)
  }

  return (
    <form onSubmit={submit} aria-label="Add a fault rule">
      <Stack gap="sm">
        <Autocomplete
          label="Endpoint"
          description='"*" for every request; "/api/pages/*" or "GET /api/services/:id" work too'
          data={KNOWN_ENDPOINTS}
          value={match}
          onChange={setMatch}
          limit={80}
          maxDropdownHeight={260}
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
        />
        <Radio.Group label="Kind of fault" value={kind} onChange={(value) => setKind(value as Kind)}>
          <Group gap="md" mt={4}>
            {KINDS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        {kind === 'latency' && (
          <NumberInput label="Added latency (ms)" min={0} step={250} value={latencyMs} onChange={setLatencyMs} />
        )}
        {kind === 'status' && <NumberInput label="Error status" min={400} max={599} value={status} onChange={setStatus} />}
        <NumberInput
          label="Only the first N requests"
          description="Empty: every matching request"
          min={1}
          value={times}
          onChange={setTimes}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit">Add rule</Button>
        </Group>
      </Stack>
    </form>
  )
}
