import { Accordion, Anchor, Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError, apiCall } from '../../../api/client'
import { apiUrl } from '../../../api/config'
import { AdminScreen } from '../../../components/admin-screen'
import { QueryState } from '../../../components/query-state'

/** The parts of the OpenAPI document this page shows (the document itself is generated from the zod schemas). */
const mediaSchema = z.looseObject({ schema: z.unknown().optional() })
const operationSchema = z.looseObject({
  operationId: z.string(),
  summary: z.string().default(''),
  description: z.string().optional(),
  tags: z.array(z.string()).default(['Other']),
  security: z.array(z.unknown()).optional(),
  parameters: z.array(z.looseObject({ name: z.string(), in: z.string(), description: z.string().optional() })).optional(),
  requestBody: z.looseObject({ content: z.record(z.string(), mediaSchema) }).optional(),
  responses: z.record(
    z.string(),
    z.looseObject({ description: z.string().default(''), content: z.record(z.string(), mediaSchema).optional() }),
  ),
})
const documentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).default([]),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({ schemas: z.record(z.string(), z.unknown()).default({}) }).default({ schemas: {} }),
})
type OpenApiDocument = z.infer<typeof documentSchema>
type OperationView = z.infer<typeof operationSchema> & { method: string; path: string }

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
const METHOD_COLORS: Record<string, string> = { get: 'blue', post: 'green', put: 'orange', patch: 'yellow', delete: 'red' }

export const openApiDocumentQuery = queryOptions({
  queryKey: ['openapi'],
  queryFn: async ({ signal }) => {
    const parsed = documentSchema.safeParse(await apiCall('getOpenApiDocument', { signal }))
    if (!parsed.success) throw new ApiError(200, 'Unexpected response: not an OpenAPI document')
    return parsed.data
  },
  staleTime: Infinity,
})

function operationsByTag(document: OpenApiDocument): Map<string, OperationView[]> {
  const groups = new Map<string, OperationView[]>(document.tags.map((tag) => [tag.name, []]))
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const parsed = operationSchema.safeParse(item[method])
      if (!parsed.success) continue
      const tag = parsed.data.tags[0] ?? 'Other'
      if (!groups.has(tag)) groups.set(tag, [])
      groups.get(tag)!.push({ ...parsed.data, method, path })
    }
  }
  return groups
}

/** "#/components/schemas/Page" → the Page schema, shown with its name. */
function resolve(document: OpenApiDocument, schema: unknown): { name?: string; schema: unknown } {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref
  if (typeof ref !== 'string') return { schema }
  const name = ref.split('/').pop()!
  return { name, schema: document.components.schemas[name] }
}

function SchemaBlock({ document, label, schema }: { document: OpenApiDocument; label: string; schema: unknown }) {
  const { name, schema: resolved } = resolve(document, schema)
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
        {name ? (
          <Text span c="dimmed" size="sm" fw={400}>
            {' '}
            ({name})
          </Text>
        ) : null}
      </Text>
      <Code block style={{ maxHeight: 320, overflow: 'auto' }}>
        {JSON.stringify(resolved, null, 2)}
      </Code>
    </Stack>
  )
}

function OperationItem({ document, operation }: { document: OpenApiDocument; operation: OperationView }) {
  const requestSchema = operation.requestBody?.content['application/json']?.schema
  return (
    <Accordion.Item value={operation.operationId}>
      <Accordion.Control>
        <Group gap="sm" wrap="nowrap">
          <Badge color={METHOD_COLORS[operation.method]} variant="light" w={72} style={{ flexShrink: 0 }}>
            {operation.method.toUpperCase()}
          </Badge>
          <Code>{operation.path}</Code>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {operation.summary}
          </Text>
          {operation.security ? (
            <Badge color="gray" variant="outline" size="xs" style={{ flexShrink: 0 }}>
              Admin
            </Badge>
          ) : null}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {operation.description ? <Text size="sm">{operation.description}</Text> : null}
          {operation.parameters?.length ? (
            <Text size="sm">
              Parameters:{' '}
              {operation.parameters.map((p) => `${p.name} (${p.in}${p.description ? `: ${p.description}` : ''})`).join(', ')}
            </Text>
          ) : null}
          {requestSchema ? <SchemaBlock document={document} label="Request body" schema={requestSchema} /> : null}
          {Object.entries(operation.responses).map(([status, response]) => {
            const schema = response.content?.['application/json']?.schema
            const label = `${status === 'default' ? 'Other errors' : status} ${response.description}`
            if (!schema || status !== Object.keys(operation.responses)[0]) {
              return (
                <Text key={status} size="sm">
                  <Code>{status}</Code> {response.description}
                </Text>
              )
            }
            return <SchemaBlock key={status} document={document} label={label} schema={schema} />
          })}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  )
}

/** The published contract, browsable from the admin: operations by tag with their request and response schemas. */
export function ApiDocsPage() {
  const query = useQuery(openApiDocumentQuery)
  return (
    <AdminScreen
      title="API reference"
      intro={
        <>
          The REST API behind every screen, generated from the zod schemas.{' '}
          <Anchor href={apiUrl('/openapi.json')} target="_blank" rel="noreferrer">
            Download openapi.json
          </Anchor>
        </>
      }
    >
      <QueryState query={query} label="API reference" isEmpty={(document) => Object.keys(document.paths).length === 0}>
        {(document) => (
          <Stack gap="lg">
            <Text size="sm" c="dimmed">
              {document.info.title} {document.info.version} · OpenAPI {document.openapi} · {Object.keys(document.paths).length}{' '}
              paths
            </Text>
            {[...operationsByTag(document)].map(([tag, operations]) =>
              operations.length === 0 ? null : (
                <Paper key={tag} withBorder radius="md" p="md" component="section" aria-labelledby={`api-tag-${tag}`}>
                  <Title order={2} size="h4" id={`api-tag-${tag}`}>
                    {tag}
                  </Title>
                  {document.tags.find((t) => t.name === tag)?.description ? (
                    <Text size="sm" c="dimmed" mb="sm">
                      {document.tags.find((t) => t.name === tag)?.description}
                    </Text>
                  ) : null}
                  <Accordion variant="separated" chevronPosition="left">
                    {operations.map((operation) => (
                      <OperationItem key={operation.operationId} document={document} operation={operation} />
                    ))}
                  </Accordion>
                </Paper>
              ),
            )}
          </Stack>
        )}
      </QueryState>
    </AdminScreen>
  )
}
