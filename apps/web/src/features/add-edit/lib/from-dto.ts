import { DETAIL_FIELDS, type DetailDto, PRODUCT_FIELDS, type ProductDto } from '@museum/contract';
import { loadedValues } from './form-fields';
import type { DetailValues, ProductValues } from './payloads';

/** A loaded detail as form values. */
export const detailValues = (detail: DetailDto): DetailValues => loadedValues(DETAIL_FIELDS, detail);

/** A loaded product as form values. */
export const productValues = (product: ProductDto): ProductValues => loadedValues(PRODUCT_FIELDS, product);
