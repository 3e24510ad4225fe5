import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { useAuth } from '../../auth';
import { addFromQuery } from '../lib/form-target';

/** «В мою коллекцию» on a catalogue item's page, for a signed-in reader: the add form, filled from the item. */
export function AddToCollectionLink({ kind, id }: { kind: 'product' | 'detail'; id: number }) {
  const t = useMessages().collection;
  const { isLoggedIn } = useAuth();
  if (!isLoggedIn) return null;
  return (
    <Link className="button" to={`${paths.collection}${addFromQuery(kind, id)}`}>
      {t.addToCollection}
    </Link>
  );
}
