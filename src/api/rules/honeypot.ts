/** The honeypot: a field people never see, named so a form-filling script fills it (the public forms and the API). */
export const HONEYPOT_FIELD = 'website'
