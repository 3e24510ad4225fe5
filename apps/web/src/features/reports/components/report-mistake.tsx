import type { ChangeRequestEntity } from '@museum/contract';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useMessages } from '../../../lib/locale';
import { useAuth, useAuthDialogs } from '../../auth';
import { ReportDialog } from './report-dialog';
import './report.css';

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
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t.button}
      </button>
      {open &&
        (isLoggedIn ? <ReportDialog entityType={entityType} entityId={entityId} onClose={close} /> : <SignInFirst onClose={close} />)}
    </>
  );
}
