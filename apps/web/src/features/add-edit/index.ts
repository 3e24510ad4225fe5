/** The add-and-edit feature's public entry: the photo picker other features' forms reuse (the stamp form, issue 33). */
export { PhotoPicker } from './components/photo-picker';
/** The recorded fields' inputs and the makers' choices, which a collector's own record uses too (issue 54). */
export { RecordedFields } from './components/recorded-fields';
export { useManufacturerOptions } from './components/use-options';
export type { PickedPhoto } from './lib/payloads';
