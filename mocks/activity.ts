import type { Activity } from '../src/api/schemas'
import { activityOf } from '../src/api/rules/activity'
import { db } from './db'

/** Keeps the edit history behind the dashboard's 'Recently Edited'. */
export async function recordActivity(
  entity: Activity['entity'],
  entityId: string,
  label: string,
  action: Activity['action'],
): Promise<void> {
  await db.activity.create(activityOf(entity, entityId, label, action))
}
