import type { TotpSetupDto } from '@museum/contract';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { formErrorText } from '../../../lib/error-text';
import { ru } from '../../../messages/ru';
import { useDisableTotp, useEnableTotp, useStartTotpSetup } from '../api/account';
import { QrCode } from './qr-code';

const t = ru.profile.secondFactor;

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
  onConfirm: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(code.trim());
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
      {enable.isError && <Notice kind="error">{formErrorText(enable.error, t.failed)}</Notice>}
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

function DisableForm() {
  const [password, setPassword] = useState('');
  const disable = useDisableTotp();
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        disable.mutate(password, { onSuccess: () => setPassword('') });
      }}
    >
      <h3>{t.disableTitle}</h3>
      <Field
        requiredCheck="browser"
        label={t.disablePassword}
        name="disablePassword"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      {disable.isError && <Notice kind="error">{formErrorText(disable.error, t.failed)}</Notice>}
      <button type="submit" className="button" disabled={disable.isPending}>
        {disable.isPending ? t.disabling : t.disable}
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
  const [setup, setSetup] = useState<TotpSetupDto | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useStartTotpSetup();
  const enable = useEnableTotp();

  let body: React.ReactNode;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (enabled) {
    body = <DisableForm />;
  } else if (setup) {
    body = (
      <Setup
        setup={setup}
        enable={enable}
        onCancel={() => setSetup(null)}
        onConfirm={(code) =>
          enable.mutate(code, {
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
