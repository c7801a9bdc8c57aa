import { expect } from 'vitest'
import { call } from '../setup/api'
import { imageHeader } from '../support/image-bytes'

type ApiResponse = Pick<Awaited<ReturnType<typeof call>>, 'status' | 'body'>

/** The field paths of a 422 body's issues ("slug", "items.0.url", ...). */
export function issuePaths(body: { issues?: { path: string }[] } | null): string[] {
  return (body?.issues ?? []).map((issue) => issue.path)
}

/** GETs each path (as a client would) and returns the bodies; every GET must succeed. */
export async function readAll(paths: string[], token?: string): Promise<unknown[]> {
  const responses = await Promise.all(paths.map((path) => call('GET', path, { token })))
  responses.forEach((response, i) => expect(response.status, `GET ${paths[i]}`).toBe(200))
  return responses.map((response) => response.body)
}

/**
 * Runs a request that the API should reject and checks that it changed nothing:
 * a full GET of every listed path is deep-equal before and after.
 */
export async function expectNoChange(
  paths: string[],
  token: string | undefined,
  request: () => Promise<ApiResponse>,
): Promise<ApiResponse> {
  const before = await readAll(paths, token)
  const response = await request()
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400)
  expect(await readAll(paths, token)).toEqual(before)
  return response
}

/** Expects a 422 whose issues name the given field path. */
export function expectInvalid(response: ApiResponse, path: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(422)
  expect(issuePaths(response.body)).toContain(path)
}

/** Expects a JSON error body: `{ message, issues }`. */
export function expectErrorBody(response: ApiResponse, status: number): void {
  expect(response.status).toBe(status)
  expect(response.body).toEqual({ message: expect.any(String), issues: expect.any(Array) })
  expect(response.body.message.length).toBeGreaterThan(0)
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---- Uploads -----------------------------------------------------------------------------------

/** A whole 1×1 PNG file. */
export const PNG_BYTES = [
  ...atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
].map((c) => c.charCodeAt(0))
/** The start of a JPEG: SOI, then a frame header stating 1×1 pixels. */
export const JPEG_BYTES = [...imageHeader('image/jpeg', 1, 1)]

export function toDataUrl(type: string, bytes: number[]): string {
  return `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`
}

/** A valid upload body for a tiny PNG; override any field to make it invalid. */
export function pngUpload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'rooftop-array.png',
    type: 'image/png',
    bytes: PNG_BYTES.length,
    dataUrl: toDataUrl('image/png', PNG_BYTES),
    alt: 'Solar panels on a rooftop in Asaba',
    width: 1,
    height: 1,
    ...overrides,
  }
}
