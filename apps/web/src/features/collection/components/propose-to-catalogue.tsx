import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { saveFailureText } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';
import { useProposeCollectionItem } from '../api/items';

/**
 * «Предложить в каталог» (issue 54 point 6): the record's public fields go to the moderators as a
 * change request; the private ones stay here, which the button's hint says before it is pressed.
 */
export function ProposeToCatalogue({ id }: { id: number }) {
  const t = useMessages().collection.propose;
  const propose = useProposeCollectionItem();
  return (
    <div className="collection-propose">
      <p className="field__hint">{t.hint}</p>
      {propose.isSuccess ? (
        <Notice kind="success">
          {t.sent} <Link to={paths.myRequests}>{t.myRequests}</Link>
        </Notice>
      ) : (
        <button type="button" className="button button--small" disabled={propose.isPending} onClick={() => propose.mutate(id)}>
          {propose.isPending ? t.sending : t.button}
        </button>
      )}
      {propose.isError && <Notice kind="error">{saveFailureText(t.failed, propose.error)}</Notice>}
    </div>
  );
}
