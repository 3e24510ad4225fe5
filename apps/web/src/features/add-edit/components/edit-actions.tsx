import { Notice } from '../../../components/ui/notice';
import { useMessages } from '../../../lib/locale';

type Props = {
  saving: boolean;
  deleting: boolean;
  saveFailed: boolean;
  deleteFailedText: string | null;
  isModerator: boolean;
  onDelete: () => void;
};

/** Save and Delete with their busy states and the spec's failure texts. */
export function EditActions({ saving, deleting, saveFailed, deleteFailedText, isModerator, onDelete }: Props) {
  const messages = useMessages();
  const t = messages.addEdit.edit;
  return (
    <>
      {!isModerator && <Notice kind="info">{t.proposalNote}</Notice>}
      {saveFailed && <Notice kind="error">{t.saveFailed}</Notice>}
      {deleteFailedText && <Notice kind="error">{deleteFailedText}</Notice>}
      <div className="item-form__actions">
        <button type="submit" className="button button--primary" disabled={saving || deleting}>
          {saving ? messages.addEdit.saving : t.save}
        </button>
        <button type="button" className="button button--danger" disabled={saving || deleting} onClick={onDelete}>
          {deleting ? t.deleting : t.delete}
        </button>
      </div>
    </>
  );
}
