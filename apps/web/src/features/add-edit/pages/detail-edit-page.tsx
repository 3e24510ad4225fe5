import { useParams } from 'react-router';
import { useMessages } from '../../../lib/locale';
import { routeId } from '../../../lib/route-id';
import { DetailFields } from '../components/detail-fields';
import { detailValues } from '../lib/from-dto';
import { detailErrors, detailUpdatePayload } from '../lib/payloads';
import { ItemEditPage } from './item-edit-page';

/** /details/{id}/edit: every field, Save and Delete (a plain user's become change requests). */
export function DetailEditPage() {
  const messages = useMessages();
  const id = routeId(useParams().id);
  return (
    <ItemEditPage
      kind="detail"
      id={id}
      toValues={detailValues}
      validate={detailErrors}
      toPayload={detailUpdatePayload}
      fields={(props) => <DetailFields {...props} photoSearch yearHint={messages.addEdit.fields.yearEditHint} yearPlaceholder="1916" />}
    />
  );
}
