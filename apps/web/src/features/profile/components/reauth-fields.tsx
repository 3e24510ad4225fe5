import type { Reauthentication } from '@museum/contract';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { fieldError, formErrorText } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';

/**
 * What a sensitive change asks for (ADR 046): the current password, and the second factor's
 * code when it is on. `body()` is what the request sends; `clear()` empties both after a change.
 */
export function useReauthentication(secondFactor: boolean) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  return {
    secondFactor,
    currentPassword,
    setCurrentPassword,
    currentCode,
    setCurrentCode,
    body: (): Reauthentication => (secondFactor ? { currentPassword, currentCode: currentCode.trim() } : { currentPassword }),
    clear: () => {
      setCurrentPassword('');
      setCurrentCode('');
    },
  };
}
export type ReauthenticationState = ReturnType<typeof useReauthentication>;

/** «Текущий пароль» and, with the factor on, «Код из приложения», each with the server's message for it. */
export function ReauthFields({ state, error }: { state: ReauthenticationState; error: unknown }) {
  const t = useMessages().profile.reauth;
  return (
    <>
      <Field
        requiredCheck="browser"
        label={t.password}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={state.currentPassword}
        onChange={state.setCurrentPassword}
        error={fieldError(error, 'currentPassword')}
      />
      {state.secondFactor && (
        <Field
          requiredCheck="browser"
          label={t.code}
          name="currentCode"
          autoComplete="one-time-code"
          required
          hint={t.codeHint}
          value={state.currentCode}
          onChange={state.setCurrentCode}
          error={fieldError(error, 'currentCode')}
        />
      )}
    </>
  );
}

/** A failed change beside its form, unless its message is already shown under «Текущий пароль» or the code. */
export function ReauthFailure({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error || fieldError(error, 'currentPassword') || fieldError(error, 'currentCode')) return null;
  return <Notice kind="error">{formErrorText(error, fallback)}</Notice>;
}
