/** Query keys per entity, shaped as TkDodo recommends: all ⊃ lists ⊃ list(params), all ⊃ details ⊃ detail(id). */
export function createQueryKeys<const E extends string>(entity: E) {
  return {
    all: [entity] as const,
    lists: () => [entity, 'list'] as const,
    list: (params: Record<string, unknown> = {}) => [entity, 'list', params] as const,
    details: () => [entity, 'detail'] as const,
    detail: (id: string) => [entity, 'detail', id] as const,
  }
}
