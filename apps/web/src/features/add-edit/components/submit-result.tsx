import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { useMessages } from '../../../lib/locale';
import type { ChangeRequest } from '../api/create-change-request';

/** What became of a proposal: sent to moderation, or (for a moderator) added at once with a link. */
export function SubmitResult({ request, href }: { request: ChangeRequest; href: (id: number) => string }) {
  const t = useMessages().addEdit;
  if (request.status === 'APPROVED' && request.entityId !== null) {
    return (
      <Notice kind="success">
        {t.addedAtOnce} <Link to={href(request.entityId)}>{t.openNew}</Link>
      </Notice>
    );
  }
  return <Notice kind="success">{t.sentForModeration}</Notice>;
}
