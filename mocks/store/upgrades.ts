import type { CollectionName } from '../collections'

/**
 * A stored change of a seed record, written by an earlier version, brought up to today's shape as it loads (in memory;
 * the record's next write stores it so). Page copy moved into each page's `sections`: a page edited before that keeps
 * its edits and takes its sections from the seed, instead of showing no section headings. E-mail texts gained kinds.
 */
export function upgradeStored(name: CollectionName, stored: unknown, seedRecord: unknown): unknown {
  // E-mail texts stored before a kind existed take that kind's text from the seed; the admin's own texts win (the
  // server's migration 7 does the same).
  if (name === 'emailTemplates') return { ...(seedRecord as object), ...(stored as object) }
  if (name !== 'pages') return stored
  const page = stored as { sections?: unknown }
  const seeded = seedRecord as { sections?: unknown }
  return page.sections === undefined && seeded.sections !== undefined ? { ...page, sections: seeded.sections } : stored
}
