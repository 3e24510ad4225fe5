import { useState } from 'react';
import { useParams } from 'react-router';
import { PageState } from '../../../components/ui/page-state';
import { useMessages } from '../../../lib/locale';
import { routeId } from '../../../lib/route-id';
import { SignInRequired } from '../../auth';
import { useCollectionItem } from '../api/items';
import { DossierPhotos } from '../components/dossier-photos';
import { DossierView } from '../components/dossier-view';
import { ItemNumberCheck } from '../components/item-evidence';
import { type ChosenField, PrivateChoice, sharedFields } from '../components/private-choice';
import { usePrivateFacts } from '../components/private-facts';
import { SharePanel } from '../components/share-panel';
import { fromRecord } from '../lib/specimen';

/**
 * `/collection/{id}/dossier`: the owner's record as a printable dossier, with the private fields the
 * owner ticks (none at first) and a share link carrying the same. Only the owner reads it (ADR 084).
 */
export function OwnDossierPage() {
  const messages = useMessages();
  return (
    <SignInRequired title={messages.dossier.link} prompt={messages.collection.signInPrompt}>
      <OwnDossier />
    </SignInRequired>
  );
}

/** The dossier of a signed-in owner's record (the session kept from before is restored first). */
function OwnDossier() {
  const messages = useMessages();
  const id = routeId(useParams().id);
  const query = useCollectionItem(id || null);
  const [chosen, setChosen] = useState<ChosenField[]>([]);
  const item = query.data;
  const shown = Object.fromEntries(sharedFields(chosen).map((key) => [key, item?.[key]]));
  const privateFacts = usePrivateFacts(shown);
  if (!item)
    return (
      <PageState
        title={messages.dossier.link}
        error={query.isError ? messages.dossier.loadFailed : null}
        cause={query.error}
        missing={id === 0}
      />
    );
  return (
    <DossierView
      specimen={fromRecord(item)}
      dating={item.dating}
      numberCheck={<ItemNumberCheck check={item.numberCheck} gunNumber={item.kind === 'product' ? item.number : null} />}
      privateFacts={privateFacts}
      photos={<DossierPhotos photos={item.photos} title={item.name ?? messages.collection.noName} />}
      tools={
        <>
          <PrivateChoice chosen={chosen} onChange={setChosen} />
          <SharePanel id={item.id} chosen={chosen} />
        </>
      }
    />
  );
}
