import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { useAuthDialogs } from '../../features/auth/components/auth-dialogs';
import { useAuth } from '../../features/auth/lib/use-auth';
import { ru } from '../../messages/ru';

const t = ru.header;

/** Login and registration for visitors; the account name and logout for a signed-in user. */
export function AccountControls({ onAction }: { onAction?: () => void }) {
  const { user } = useAuth();
  const dialogs = useAuthDialogs();
  const logoutMutation = useLogout();

  if (user) {
    return (
      <div className="account">
        <span className="account__name" title={t.account(user.username)}>
          <span className="visually-hidden">{t.account('')}</span>
          {user.username}
        </span>
        <Link to={paths.profile} className="account__requests" onClick={onAction}>
          {ru.profile.link}
        </Link>
        <Link to={paths.myRequests} className="account__requests" onClick={onAction}>
          {ru.moderation.mine.link}
        </Link>
        <button
          type="button"
          className="button button--small"
          disabled={logoutMutation.isPending}
          onClick={() => {
            onAction?.();
            logoutMutation.mutate();
          }}
        >
          {t.logout}
        </button>
      </div>
    );
  }
  return (
    <div className="account">
      <button
        type="button"
        className="button button--small button--primary"
        onClick={() => {
          onAction?.();
          dialogs.open('login');
        }}
      >
        {t.login}
      </button>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          onAction?.();
          dialogs.open('register');
        }}
      >
        {t.register}
      </button>
    </div>
  );
}
