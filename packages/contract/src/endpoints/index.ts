import { ACCOUNT_ENDPOINTS, ADMIN_ENDPOINTS, AUTH_ENDPOINTS } from './auth';
import { HISTORY_ENDPOINTS, SEARCH_ENDPOINTS, SITE_ENDPOINTS } from './catalogue';
import { COLLECTION_ENDPOINTS } from './collection';
import { DATING_ENDPOINTS } from './dating';
import { DETAIL_ENDPOINTS } from './details';
import type { Endpoint } from './endpoint';
import { IMPORT_ENDPOINTS } from './imports';
import { MODERATION_ENDPOINTS } from './moderation';
import { PHOTO_ENDPOINTS } from './photos';
import { PRODUCT_ENDPOINTS } from './products';
import { REFERENCE_ENDPOINTS } from './reference';
import { REGION_ENDPOINTS } from './regions';

export * from './api';
export { EXPORT_FILE } from './catalogue';
export * from './endpoint';
export { ImportUploadForm, XLSX_TYPE } from './imports';
export { PhotoUploadForm } from './photos';
export { API_ROOT, ROUTES } from './routes';

/** Every endpoint of the API, by feature: the server registers exactly these, the web calls only these. */
export const ENDPOINTS = {
  auth: AUTH_ENDPOINTS,
  account: ACCOUNT_ENDPOINTS,
  admin: ADMIN_ENDPOINTS,
  site: SITE_ENDPOINTS,
  search: SEARCH_ENDPOINTS,
  history: HISTORY_ENDPOINTS,
  reference: REFERENCE_ENDPOINTS,
  products: PRODUCT_ENDPOINTS,
  details: DETAIL_ENDPOINTS,
  photos: PHOTO_ENDPOINTS,
  moderation: MODERATION_ENDPOINTS,
  // Issue 33, point 3.
  dating: DATING_ENDPOINTS,
  // Issue 35, point 4.
  imports: IMPORT_ENDPOINTS,
  // Issue 33, part 2.
  regions: REGION_ENDPOINTS,
  // Issue 54: the collector's own desk.
  collection: COLLECTION_ENDPOINTS,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** The declarations as a list, each with its `feature.name`. */
export const ENDPOINT_LIST: readonly (Endpoint & { name: string })[] = Object.entries(ENDPOINTS).flatMap(([feature, group]) =>
  Object.entries(group).map(([name, declared]) => ({ ...(declared as Endpoint), name: `${feature}.${name}` })),
);
