import type { Activity } from '../src/api/schemas'
import { db } from './db'
import { newId, nowIso } from './http'

/** Keeps the edit history behind the dashboard's 'Recently Edited'. */
export async function recordActivity(
  entity: Activity['entity'],
  entityId: string,
  label: string,
  action: Activity['action'],
): Promise<void> {
  await db.activity.create({ id: newId('activity'), entity, entityId, label, action, at: nowIso() })
}
