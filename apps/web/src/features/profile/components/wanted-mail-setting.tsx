import { Notice } from '../../../components/ui/notice';
import { formErrorText } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';
import { useSetWantedMail } from '../api/account';

/** Whether items found for the want list's numbers are mailed (ADR 091): on until turned off here. */
export function WantedMailSetting({ wantedMail }: { wantedMail: boolean }) {
  const t = useMessages().profile.data;
  const mutation = useSetWantedMail();
  // What was just chosen shows at once; the account's answer follows with the refetch.
  const checked = mutation.isPending ? (mutation.variables ?? wantedMail) : wantedMail;
  return (
    <>
      <label className="profile__check">
        <input
          type="checkbox"
          checked={checked}
          disabled={mutation.isPending}
          onChange={(event) => mutation.mutate(event.target.checked)}
        />
        {t.wantedMail}
      </label>
      {mutation.isError && <Notice kind="error">{formErrorText(mutation.error, t.wantedMailFailed)}</Notice>}
    </>
  );
}
