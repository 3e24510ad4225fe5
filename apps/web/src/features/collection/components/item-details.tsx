import type { CollectionItemDto } from '@museum/contract';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { type Fact, FactList } from '../../../components/ui/fact-list';
import { paths } from '../../../config/paths';
import { useConditionName, useMessages } from '../../../lib/locale';
import { onDemand } from '../../../lib/on-demand';
import { ItemDating, ItemNumberCheck } from './item-evidence';
import { ItemPhotos } from './item-photos';
import { usePrivateFacts } from './private-facts';

/** The stamps' evidence with their crops: a chunk of its own, fetched when a record with stamps is opened. */
const stampEvidence = onDemand(() => import('./stamp-crops').then((module) => module.StampCrops));

/**
 * A record opened in the list: its facts, its private fields, its dating, the number check of its
 * gun and its stamps' meanings; its photos, its dossier, and its comparison with the catalogue gun it belongs to (or with one to choose).
 */
export function ItemDetails({ item }: { item: CollectionItemDto }) {
  const messages = useMessages();
  const t = messages.collection;
  const labels = messages.addEdit.fields;
  const privateFacts = usePrivateFacts(item);
  const conditionName = useConditionName();
  const partOf =
    item.partOf && (item.partOf.kind === 'product' ? t.form.catalogueGun(item.partOf.name ?? `#${item.partOf.id}`) : item.partOf.name);
  const facts: Fact[] = [
    [t.item.partOf, partOf],
    [labels.manufacturer, item.manufacturer?.name],
    [labels.type, item.type?.name],
    [labels.subtype, item.subtype?.name],
    [labels.condition, item.condition && conditionName(item.condition), 'named'],
    [labels.markings, item.markings],
    [labels.provenance, item.provenance],
    [labels.numberPlace, item.numberPlace],
    ...privateFacts,
  ];
  const self = `collection:${item.id}`;
  const gun = item.partOf?.kind === 'product' ? `product:${item.partOf.id}` : undefined;
  return (
    <div className="collection-details">
      <div className="collection-details__links">
        <Link className="button button--small" to={paths.collectionDossier(item.id)}>
          {messages.dossier.link}
        </Link>
        <Link className="button button--small" to={paths.compareOf(self, gun)}>
          {gun ? messages.compare.withGun : messages.compare.link}
        </Link>
      </div>
      <FactList facts={facts} />
      <ItemDating dating={item.dating} />
      <ItemNumberCheck check={item.numberCheck} gunNumber={item.kind === 'product' ? item.number : null} />
      {item.stamps.length > 0 && (
        <Suspense fallback={null}>
          <stampEvidence.Component stamps={item.stamps} year={item.year} level={3} />
        </Suspense>
      )}
      <ItemPhotos item={item} />
    </div>
  );
}
