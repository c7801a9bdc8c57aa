import { describe, expect, it } from 'vitest'
import { inboxListQuery, isFiltered, readInboxParams } from '../../src/features/admin/inbox/inbox-params'

const read = (search: string) => readInboxParams(new URLSearchParams(search))

describe('the inbox URL (src/features/admin/inbox/inbox-params.ts)', () => {
  it('shows registrations from page 1 by default', () => {
    expect(read('')).toEqual({ kind: 'registrations', page: 1, q: '', filters: {} })
    expect(isFiltered(read(''))).toBe(false)
  })

  it("asks the API's list for the kind's filters, under their field names, 25 a page", () => {
    const params = read('?status=paid&session=null&package=advanced&read=false&q=%20ada%20&page=3&service=battery')
    expect(params).toEqual({
      kind: 'registrations',
      page: 3,
      q: 'ada',
      filters: { status: 'paid', session: 'null', package: 'advanced', read: 'false' },
    })
    expect(inboxListQuery(params)).toEqual({
      page: 3,
      pageSize: 25,
      q: 'ada',
      filters: { status: ['paid'], sessionId: ['null'], trainingPackage: ['advanced'], read: ['false'] },
    })
  })

  it("leaves out what the kind does not offer, values beyond a filter's options and pages that are not whole", () => {
    expect(read('?kind=messages&status=paid&service=battery&read=maybe&page=2.5')).toEqual({
      kind: 'messages',
      page: 1,
      q: '',
      filters: { service: 'battery' },
    })
    expect(read('?status=lost&page=-1').filters).toEqual({})
  })
})
