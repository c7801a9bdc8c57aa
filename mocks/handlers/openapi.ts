import { API_BASE } from '../../src/api/config'
import type { OpenApiDocument } from '../../src/api/openapi/document'
import { api, json } from '../http'

let document: Promise<OpenApiDocument> | null = null

/** Generated on first request (zod → JSON Schema lives in its own chunk, loaded only here), then cached. */
function openApiDocument(): Promise<OpenApiDocument> {
  document ??= import('../../src/api/openapi/document').then(({ buildOpenApiDocument }) =>
    buildOpenApiDocument({ serverUrl: API_BASE }),
  )
  return document
}

export const openApiHandlers = [api.get('/openapi.json', async () => json(await openApiDocument()))]
