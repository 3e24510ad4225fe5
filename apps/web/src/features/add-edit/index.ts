/** The add-and-edit feature's public entry: the photo picker other features' forms reuse (the stamp form, issue 33). */
export { PhotoPicker } from './components/photo-picker';
export type { PickedPhoto } from './lib/payloads';
