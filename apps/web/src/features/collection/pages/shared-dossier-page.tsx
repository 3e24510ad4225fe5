import { useParams } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { PageState } from '../../../components/ui/page-state';
import { ApiError } from '../../../lib/api-client';
import { formatMoment, useLocale, useMessages } from '../../../lib/locale';
import { useSharedDossier } from '../api/share';
import { DossierPhotos } from '../components/dossier-photos';
import { DossierView } from '../components/dossier-view';
import { usePrivateFacts } from '../components/private-facts';
import { fromRecord } from '../lib/specimen';

/**
 * `/collection/shared/{token}`: the dossier a share link opens, for anyone holding it, without an
 * account: the record's catalogue fields, its photos (their files under the link) and the private
 * fields its owner chose (ADR 089).
 */
export function SharedDossierPage() {
  const messages = useMessages();
  const locale = useLocale();
  const token = useParams().token ?? '';
  const query = useSharedDossier(token);
  const privateFacts = usePrivateFacts(query.data ?? {});
  // Whoever holds the link reads it; no search engine should (React puts the tag in the head).
  const noindex = <meta name="robots" content="noindex" />;
  if (!query.data) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        {noindex}
        <PageState
          title={messages.dossier.link}
          error={query.isError ? (gone ? messages.dossier.shared.notFound : messages.dossier.loadFailed) : null}
        />
      </>
    );
  }
  return (
    <>
      {noindex}
      <DossierView
        specimen={fromRecord(query.data)}
        dating={query.data.dating}
        privateFacts={privateFacts}
        photos={<DossierPhotos photos={query.data.photos} title={query.data.name ?? messages.collection.noName} />}
        tools={<Notice kind="info">{messages.dossier.shared.note(formatMoment(query.data.expiresAt, locale))}</Notice>}
      />
    </>
  );
}
