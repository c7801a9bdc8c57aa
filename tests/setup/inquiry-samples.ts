/** A valid contact-form message and training registration, as visitors send them. */
export const sampleContact = {
  name: 'Emeka Nwosu',
  email: 'emeka@example.ng',
  service: 'residential',
  message: 'Please quote a 5 kW system.',
}

export const sampleRegistration = {
  fullName: 'Aisha Bello',
  email: 'aisha@example.ng',
  phone: '+2348031112222',
  whatsappNumber: '+2348031112222',
  address: '3 Okpanam Road, Asaba',
  gender: 'female',
  professionalStatus: 'student',
  trainingPackage: 'advanced',
  referralSource: 'friend',
  termsAccepted: true,
}

/**
 * A registration as stored (not as posted): for storing many at once (tests/setup/store-records.ts). Without
 * `status` it is one stored before statuses existed.
 */
export function storedRegistration(n: number, fields: Record<string, unknown> = {}) {
  const fullName = `Registrant ${n}`
  return {
    ...sampleRegistration,
    id: `registration-stored-${n}`,
    fullName,
    email: `registrant-${n}@example.ng`,
    trainingPackage: 'advanced',
    sessionId: 'session-2025-08-18',
    sessionTitle: 'Advanced Solar Engineering & Commercial Systems',
    amount: 250_000,
    holdExpiresAt: null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    read: false,
    notificationEmail: { to: 'training@example.ng', subject: `New Training Registration: ${fullName}`, body: 'Registered.' },
    ...fields,
  }
}
