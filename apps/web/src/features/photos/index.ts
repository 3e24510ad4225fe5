// The photos feature's public entry: reading a photo (the photo page's query) and its card data.
export { getPhoto, usePhotoInfo } from './api/get-photo';
