// The products feature's public entry: reading a product (the item page's query) and creating one from a photo.
export { createProductFromPhoto } from './api/create-product';
export { getProduct, useProduct } from './api/get-product';
