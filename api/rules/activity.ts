import type { Activity } from '../../src/api/schemas'
import { randomId } from '../registry/collection-rules'

/** An entry of the edit history behind the dashboard's 'Recently Edited'. */
export const activityOf = (
  entity: Activity['entity'],
  entityId: string,
  label: string,
  action: Activity['action'],
  now = new Date(),
): Activity => ({ id: randomId('activity'), entity, entityId, label, action, at: now.toISOString() })
