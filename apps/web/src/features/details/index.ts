// The details feature's public entry: reading a detail (the item page's query) and creating one from a photo.
export { createDetailFromPhoto } from './api/create-detail';
export { getDetail, useDetail } from './api/get-detail';
