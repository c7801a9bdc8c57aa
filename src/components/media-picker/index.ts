export { MediaPicker, type MediaPickerProps } from './media-picker'
export { MediaThumb } from './media-thumb'
