/** Where an uploaded file is served: a path of the site itself, so the CSP's img-src 'self' covers it. */
export const UPLOADS_PATH = '/uploads/'
export const uploadPath = (id: string, extension: string) => `${UPLOADS_PATH}${id}.${extension}`
