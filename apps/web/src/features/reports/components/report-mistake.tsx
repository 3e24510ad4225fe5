import type { ChangeRequestEntity } from '@museum/contract';
import { Suspense, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useMessages } from '../../../lib/locale';
import { onDemand } from '../../../lib/on-demand';
import { useAuth, useAuthDialogs } from '../../auth';
import './report.css';

// The note's form and its request are fetched when a signed-in reader reaches for the button.
const reportDialog = onDemand(() => import('./report-dialog').then((module) => module.ReportDialog));

/** Asks a visitor to sign in first: reports come from accounts, so moderators can answer. */
function SignInFirst({ onClose }: { onClose: () => void }) {
  const messages = useMessages();
  const t = messages.research.report;
  const dialogs = useAuthDialogs();
  return (
    <Dialog title={t.title} onClose={onClose}>
      <p>{t.signIn}</p>
      <div className="report__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onClose();
            dialogs.open('login');
          }}
        >
          {messages.addEdit.login}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </Dialog>
  );
}

/** «Сообщить об ошибке» on an item page: a signed-in reader writes to the moderators; a visitor is asked to sign in. */
export function ReportMistake({ entityType, entityId }: { entityType: ChangeRequestEntity; entityId: number }) {
  const t = useMessages().research.report;
  const [open, setOpen] = useState(false);
  const { isLoggedIn } = useAuth();
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => setOpen(true)}
        onPointerEnter={isLoggedIn ? reportDialog.preload : undefined}
        onFocus={isLoggedIn ? reportDialog.preload : undefined}
      >
        {t.button}
      </button>
      {open &&
        (isLoggedIn ? (
          // A dialog covers the page: nothing shows (and nothing moves) until its code is in.
          <Suspense fallback={null}>
            <reportDialog.Component entityType={entityType} entityId={entityId} onClose={close} />
          </Suspense>
        ) : (
          <SignInFirst onClose={close} />
        ))}
    </>
  );
}
