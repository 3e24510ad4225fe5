import { emptyProduct, type PickedPhoto, productCreatePayload, productErrors } from '../lib/payloads';
import { ItemAddForm } from './item-add-form';
import { ProductFields } from './product-fields';

/** The product tab: name required; sent as a CREATE change request. */
export function ProductAddForm({ initialPhotos = [] }: { initialPhotos?: PickedPhoto[] }) {
  return (
    <ItemAddForm
      kind="product"
      initialPhotos={initialPhotos}
      empty={emptyProduct}
      validate={productErrors}
      toPayload={productCreatePayload}
      settles={{ name: (name) => name.trim() !== '', year: () => true }}
      fields={(props) => <ProductFields {...props} />}
    />
  );
}
