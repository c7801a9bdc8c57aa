import { jsonLdText, type JsonLd } from '../../lib/structured-data/json-ld'

/** Structured data for search engines: a data block, never executed (so the CSP's script-src does not apply). */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
