// The fault switch: rules (what they match and do), their storage and store, and applying them to a request.
export * from './rules'
export * from './storage'
export * from './store'
export * from './apply'
