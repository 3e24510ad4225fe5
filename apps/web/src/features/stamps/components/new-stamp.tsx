import type { StampWriteInput } from '@museum/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { problemDetail } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';
import { refreshCatalogue } from '../../../lib/query-keys';
import { toastError, toastSuccess } from '../../../lib/toast-store';
import { useAuth } from '../../auth';
import { createStamp, proposeStamp } from '../api/stamp-writes';

// The form (rich text, photo picker) comes in its own chunk when someone adds a stamp: visitors never load it.
const StampForm = lazy(() => import('./stamp-form').then((module) => ({ default: module.StampForm })));

/**
 * «Добавить клеймо» on /stamps (issue 51): a moderator's stamp is made at once and its page opens;
 * a plain user's goes to the moderators as a proposal. Hidden from visitors.
 */
export function NewStamp() {
  const t = useMessages().stamps;
  const { user } = useAuth();
  const moderator = user?.roles.some((role) => role === 'ROLE_MODERATOR' || role === 'ROLE_ADMIN') ?? false;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!user) return null;

  async function save(body: StampWriteInput) {
    setBusy(true);
    try {
      if (moderator) {
        const stamp = await createStamp(body);
        await refreshCatalogue(queryClient);
        toastSuccess(t.saved);
        navigate(paths.stamp(stamp.id));
      } else {
        await proposeStamp(body);
        toastSuccess(t.add.proposed);
        setOpen(false);
      }
    } catch (error) {
      const detail = problemDetail(error);
      toastError(detail ? `${t.saveError}: ${detail}` : t.saveError);
    } finally {
      setBusy(false);
    }
  }

  if (!open)
    return (
      <p>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {moderator ? t.add.create : t.add.propose}
        </button>
      </p>
    );
  return (
    <Suspense fallback={<p role="status">{t.loading}</p>}>
      <StampForm stamp={null} busy={busy} proposal={!moderator} onSave={save} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}
