import { useParams } from 'react-router';
import { routeId } from '../../../lib/route-id';
import { ProductFields } from '../components/product-fields';
import { productValues } from '../lib/from-dto';
import { productErrors, productUpdatePayload } from '../lib/payloads';
import { ItemEditPage } from './item-edit-page';

/** /products/{id}/edit: every field, the product itself never offered as its parent. */
export function ProductEditPage() {
  const id = routeId(useParams().id);
  return (
    <ItemEditPage
      kind="product"
      id={id}
      toValues={productValues}
      validate={productErrors}
      toPayload={productUpdatePayload}
      fields={(props) => <ProductFields {...props} selfId={id} photoSearch />}
    />
  );
}
