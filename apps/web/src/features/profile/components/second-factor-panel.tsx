import type { TotpEnableBody, TotpSetupDto } from '@museum/contract';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { formErrorText } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';
import { useDisableTotp, useEnableTotp, useReplaceRecoveryCodes, useStartTotpSetup } from '../api/account';
import { QrCode } from './qr-code';
import { ReauthFailure, ReauthFields, useReauthentication } from './reauth-fields';

type EnableMutation = ReturnType<typeof useEnableTotp>;

/** Scan (or type) the secret and confirm with a code. */
function Setup({
  setup,
  enable,
  onCancel,
  onConfirm,
}: {
  setup: TotpSetupDto;
  enable: EnableMutation;
  onCancel: () => void;
  onConfirm: (body: TotpEnableBody) => void;
}) {
  const t = useMessages().profile.secondFactor;
  const [code, setCode] = useState('');
  // The factor is still off here: the password alone proves the owner.
  const reauth = useReauthentication(false);
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm({ code: code.trim(), currentPassword: reauth.body().currentPassword });
      }}
    >
      <p>{t.scan}</p>
      <QrCode text={setup.otpauthUrl} alt={t.qrAlt} />
      <p className="totp__secret">
        {t.secret}: <code>{setup.secret}</code>
      </p>
      <Field
        requiredCheck="browser"
        label={t.code}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        value={code}
        onChange={setCode}
      />
      <p className="profile__hint">{t.confirmHint}</p>
      <ReauthFields state={reauth} error={enable.error} />
      <ReauthFailure error={enable.error} fallback={t.failed} />
      <div className="form__links">
        <button type="submit" className="button button--primary" disabled={enable.isPending}>
          {enable.isPending ? t.confirming : t.confirm}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useMessages().profile.secondFactor;
  return (
    <div className="totp__codes">
      <h3>{t.codesTitle}</h3>
      <p>{t.codesHint}</p>
      <ul className="totp__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onDone}>
        {t.codesDone}
      </button>
    </div>
  );
}

/** Turning the factor off: the current password and a code from the app (or a recovery code). */
function DisableForm() {
  const t = useMessages().profile.secondFactor;
  const reauth = useReauthentication(true);
  const disable = useDisableTotp();
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        disable.mutate(reauth.body(), { onSuccess: reauth.clear });
      }}
    >
      <h3>{t.disableTitle}</h3>
      <ReauthFields state={reauth} error={disable.error} />
      <ReauthFailure error={disable.error} fallback={t.failed} />
      <button type="submit" className="button" disabled={disable.isPending}>
        {disable.isPending ? t.disabling : t.disable}
      </button>
    </form>
  );
}

/** New recovery codes after the password and a code; the panel shows them once. */
function NewCodesForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const t = useMessages().profile.secondFactor;
  const reauth = useReauthentication(true);
  const replace = useReplaceRecoveryCodes();
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        replace.mutate(reauth.body(), {
          onSuccess: (answer) => {
            reauth.clear();
            onCodes(answer.recoveryCodes);
          },
        });
      }}
    >
      <h3>{t.newCodesTitle}</h3>
      <p className="profile__hint">{t.newCodesHint}</p>
      <ReauthFields state={reauth} error={replace.error} />
      <ReauthFailure error={replace.error} fallback={t.failed} />
      <button type="submit" className="button" disabled={replace.isPending}>
        {replace.isPending ? t.newCodesPending : t.newCodes}
      </button>
    </form>
  );
}

/**
 * The TOTP second factor: its state and the way to turn it on or off. The enable mutation
 * lives here, not in the set-up form: once the factor is on the form is gone, and the
 * recovery codes must still be shown.
 */
export function SecondFactorPanel({ enabled }: { enabled: boolean }) {
  const t = useMessages().profile.secondFactor;
  const [setup, setSetup] = useState<TotpSetupDto | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useStartTotpSetup();
  const enable = useEnableTotp();

  let body: React.ReactNode;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (enabled) {
    body = (
      <>
        <NewCodesForm onCodes={setCodes} />
        <DisableForm />
      </>
    );
  } else if (setup) {
    body = (
      <Setup
        setup={setup}
        enable={enable}
        onCancel={() => setSetup(null)}
        onConfirm={(input) =>
          enable.mutate(input, {
            onSuccess: (answer) => {
              setSetup(null);
              setCodes(answer.recoveryCodes);
            },
          })
        }
      />
    );
  } else {
    body = (
      <>
        {start.isError && <Notice kind="error">{formErrorText(start.error, t.failed)}</Notice>}
        <button
          type="button"
          className="button button--primary"
          disabled={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
        >
          {start.isPending ? t.starting : t.start}
        </button>
      </>
    );
  }

  return (
    <section className="profile__section" aria-labelledby="profile-totp">
      <h2 id="profile-totp">{t.title}</h2>
      <p className="profile__hint">{enabled ? t.on : t.off}</p>
      {body}
    </section>
  );
}
