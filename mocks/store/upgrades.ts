import type { CollectionName } from '../collections'

/**
 * A stored change of a seed record, written by an earlier version, laid over its seed record as it loads (in memory;
 * the record's next write stores it so). Page copy moved into each page's `sections`: a page edited before that keeps
 * its edits and takes its sections from the seed, instead of showing no section headings. This one is the browser
 * store's own: it takes from the seed, which only the browser store keeps beside each record. Upgrades of a record's
 * shape that both stores run are declared once, in api/record-upgrades.ts (run as the record is read, before this).
 */
export function upgradeStored(name: CollectionName, stored: unknown, seedRecord: unknown): unknown {
  if (name !== 'pages') return stored
  const page = stored as { sections?: unknown }
  const seeded = seedRecord as { sections?: unknown }
  return page.sections === undefined && seeded.sections !== undefined ? { ...page, sections: seeded.sections } : stored
}
