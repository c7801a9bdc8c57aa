import type { Thing, WithContext } from 'schema-dts'

export type JsonLd<T extends Thing = Thing> = WithContext<T>

/**
 * A JSON-LD document as the text of its <script>: every `<` escaped, so no content (a FAQ answer holding
 * "</script>") can end the script early. JSON reads `\u003c` back as `<`.
 */
export const jsonLdText = (data: JsonLd): string => JSON.stringify(data).replace(/</g, '\\u003c')
