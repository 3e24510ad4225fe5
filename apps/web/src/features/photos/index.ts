// The photos feature's public entry: reading a photo (the photo page's query) and its card data.
export { getPhoto, usePhotoInfo } from './api/get-photo';
// The deep-zoom viewer over a photo's IIIF tiles, fetched on demand: a collector's private photos reuse it (ADR 088).
export { LazyDeepZoomViewer } from './components/lazy-deep-zoom-viewer';
