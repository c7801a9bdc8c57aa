import { menuUpdateSchema } from '../../src/api/schemas'
import { recordActivity } from '../activity'
import { db } from '../db'
import { api, json, nowIso, readBody } from '../http'
import { detailRoute, findById } from '../resources'
import { collectionOf } from '../../src/api/registry/collections'
import { answerList } from './collections'
import { requireSession } from '../session'

export const menuHandlers = [
  api.get('/menus', ({ request }) => answerList(collectionOf('menus'), request, db.menus.all())),
  detailRoute('/menus/:id', 'menus', 'Menu'),

  api.put<{ id: string }>('/menus/:id', async ({ request, params }) => {
    requireSession(request)
    const menu = findById('menus', params.id, 'Menu')
    const { items } = await readBody(request, menuUpdateSchema)
    const updated = await db.menus.update(menu, { data: (draft) => void Object.assign(draft, { items, updatedAt: nowIso() }) })
    await recordActivity('menu', menu.id, menu.name, 'updated')
    return json(updated)
  }),
]
