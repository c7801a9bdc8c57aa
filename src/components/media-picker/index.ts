export { filterMediaByName, paginate } from './filter'
export { MediaPicker, type MediaPickerProps } from './media-picker'
export { MediaThumb } from './media-thumb'
