// The regions feature's public entry (issue 33, ADR 059): what the photo, item, stamp and moderation pages show of the regions marked on photos.

export { CropFrame } from './components/crop-image';
export { OnPhotos } from './components/on-photos';
export { PendingRegions } from './components/pending-regions';
export { type PhotoRegionsView, usePhotoRegionsView } from './components/photo-regions';
export { regionPath } from './lib/region-links';
