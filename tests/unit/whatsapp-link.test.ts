import { describe, expect, it } from 'vitest'
import { whatsappLink, whatsappNumber } from '../../src/api/rules/whatsapp-link'

describe('whatsappNumber', () => {
  it.each([
    ['08031234567', '2348031234567'],
    ['0803 123 4567', '2348031234567'],
    ['(0803) 123-4567', '2348031234567'],
    ['8031234567', '2348031234567'],
    ['+234 803 123 4567', '2348031234567'],
    ['+2348031234567', '2348031234567'],
    ['002348031234567', '2348031234567'],
    ['2348031234567', '2348031234567'],
    ['+44 20 7946 0958', '442079460958'],
    [' 0905 555 0142 ', '2349055550142'],
  ])('reads %j as %j', (phone, number) => expect(whatsappNumber(phone)).toBe(number))

  it.each(['', 'none', '12345', '0123', '+1234567890123456'])('finds no number in %j', (phone) =>
    expect(whatsappNumber(phone)).toBeUndefined(),
  )
})

it('links to the chat', () => {
  expect(whatsappLink('0803 123 4567')).toBe('https://wa.me/2348031234567')
  expect(whatsappLink('n/a')).toBeUndefined()
})
