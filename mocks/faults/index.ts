// The fault switch: rules (what they match and do), their store, and applying them to a request.
export * from './rules'
export * from './store'
export * from './apply'
