import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';

/** «Досье» and «Сравнить» on a catalogue item's page: its printable dossier, and the comparison with it on one side. */
export function SpecimenLinks({ kind, id }: { kind: 'product' | 'detail'; id: number }) {
  const messages = useMessages();
  return (
    <>
      <Link className="button" to={kind === 'product' ? paths.productDossier(id) : paths.detailDossier(id)}>
        {messages.dossier.link}
      </Link>
      <Link className="button" to={paths.compareOf(`${kind}:${id}`)}>
        {messages.compare.link}
      </Link>
    </>
  );
}
