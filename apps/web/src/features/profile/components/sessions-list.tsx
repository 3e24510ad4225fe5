import type { Locale } from '@museum/contract';
import { Notice } from '../../../components/ui/notice';
import { formErrorText } from '../../../lib/error-text';
import { formatDateTime, useLocale, useMessages } from '../../../lib/locale';
import { useEndSession, useSessions } from '../api/account';

const when = (iso: string, locale: Locale) => formatDateTime(new Date(iso), locale, { dateStyle: 'long', timeStyle: 'short' });

/** The account's signed-in browsers, each with «Завершить» (the current one too: `onEndedCurrent` signs out). */
export function SessionsList({ onEndedCurrent }: { onEndedCurrent: () => void }) {
  const messages = useMessages();
  const t = messages.profile.sessions;
  const locale = useLocale();
  const sessions = useSessions();
  const end = useEndSession();

  return (
    <section className="profile__section" aria-labelledby="profile-sessions">
      <h2 id="profile-sessions">{t.title}</h2>
      <p className="profile__hint">{t.hint}</p>
      {sessions.isPending && <p>{messages.loading}</p>}
      {sessions.isError && <Notice kind="error">{formErrorText(sessions.error, t.loadFailed)}</Notice>}
      {end.isError && <Notice kind="error">{formErrorText(end.error, t.endFailed)}</Notice>}
      <ul className="sessions">
        {sessions.data?.map((session) => (
          <li key={session.id} className="sessions__item">
            <div className="sessions__text">
              <strong translate="no">{session.agent}</strong>
              {session.current && <span className="sessions__current">{t.current}</span>}
              <span>{t.lastUsed(when(session.lastUsedAt, locale))}</span>
              <span>{t.created(when(session.createdAt, locale))}</span>
            </div>
            <button
              type="button"
              className="button button--small"
              disabled={end.isPending}
              aria-label={`${t.end}: ${session.agent}, ${when(session.createdAt, locale)}`}
              onClick={() => end.mutate(session, { onSuccess: () => session.current && onEndedCurrent() })}
            >
              {t.end}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
