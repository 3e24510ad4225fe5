import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ItemPhotos } from '../../../components/item-photos';
import { PageState } from '../../../components/ui/page-state';
import { useItem } from '../../../lib/catalogue-items';
import { useMessages } from '../../../lib/locale';
import { routeId } from '../../../lib/route-id';
import { CiteAndShare } from '../../citation';
import { NumberCheck } from '../../products';
import { useNumberDating } from '../api/catalogue-dating';
import { DossierView, useSpecimenTitle } from '../components/dossier-view';
import { fromDetail, fromProduct, type Specimen } from '../lib/specimen';

/** The dossier of a catalogue item: its public page's evidence, photos and citation on one printable page. */
function CatalogueDossier({
  kind,
  id,
  specimen,
  numberCheck,
}: {
  kind: 'product' | 'detail';
  id: number;
  specimen: Specimen;
  numberCheck?: ReactNode;
}) {
  const dating = useNumberDating(specimen.number);
  const title = useSpecimenTitle(specimen)?.text ?? '';
  return (
    <DossierView
      specimen={specimen}
      dating={dating}
      numberCheck={numberCheck}
      photos={<ItemPhotos photos={specimen.photos} title={title} item={{ kind: kind === 'product' ? 'products' : 'details', id }} />}
      citation={<CiteAndShare item={{ kind, id, title }} />}
    />
  );
}

/** `/products/{id}/dossier`. */
export function ProductDossierPage() {
  const t = useMessages();
  const id = routeId(useParams().id);
  const query = useItem('product', id);
  if (!query.data)
    return <PageState title={t.dossier.link} error={query.isError ? t.dossier.loadFailed : null} cause={query.error} missing={id === 0} />;
  const product = query.data;
  return (
    <CatalogueDossier
      kind="product"
      id={id}
      specimen={fromProduct(product)}
      numberCheck={<NumberCheck check={product.numberCheck} productNumber={product.number} />}
    />
  );
}

/** `/details/{id}/dossier`. */
export function DetailDossierPage() {
  const t = useMessages();
  const id = routeId(useParams().id);
  const query = useItem('detail', id);
  if (!query.data)
    return <PageState title={t.dossier.link} error={query.isError ? t.dossier.loadFailed : null} cause={query.error} missing={id === 0} />;
  return <CatalogueDossier kind="detail" id={id} specimen={fromDetail(query.data)} />;
}
