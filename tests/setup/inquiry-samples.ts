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
