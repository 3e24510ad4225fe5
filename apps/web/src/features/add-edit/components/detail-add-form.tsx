import { useMessages } from '../../../lib/locale';
import { detailCreatePayload, detailErrors, emptyDetail, type PickedPhoto } from '../lib/payloads';
import { DetailFields } from './detail-fields';
import { ItemAddForm } from './item-add-form';

/** The detail tab: belongsTo and type required; sent as a CREATE change request. */
export function DetailAddForm({ initialPhotos = [] }: { initialPhotos?: PickedPhoto[] }) {
  const messages = useMessages();
  return (
    <ItemAddForm
      kind="detail"
      initialPhotos={initialPhotos}
      empty={emptyDetail}
      validate={detailErrors}
      toPayload={detailCreatePayload}
      settles={{ belongsTo: Boolean, type: Boolean, year: () => true }}
      fields={(props) => <DetailFields {...props} yearHint={messages.addEdit.fields.yearHint} />}
    />
  );
}
