import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth, useAuthDialogs, useLogout, useSignInFocusTarget } from '../../features/auth';
import { useMessages } from '../../lib/locale';
import { HeaderMenu } from './header-menu';

type Props = {
  /** `menu`: the header's account menu under the user's name; `inline`: the mobile panel's plain list. */
  variant: 'menu' | 'inline';
  onAction?: () => void;
};

/** Login and registration for visitors; the account's links and logout for a signed-in user. */
export function AccountControls({ variant, onAction }: Props) {
  const messages = useMessages();
  const t = messages.header;
  const { user, isAdmin } = useAuth();
  const dialogs = useAuthDialogs();
  const logoutMutation = useLogout();
  const menuButton = useRef<HTMLButtonElement>(null);
  // After signing in, focus goes to the account menu that took the place of «Войти».
  useSignInFocusTarget(variant === 'menu' ? menuButton : null);

  if (user) {
    // The account's entries: the profile, «Моя коллекция», «Мои заявки», the spreadsheet import, logout.
    const entries = (
      <>
        <Link to={paths.profile} className="account__requests" onClick={onAction}>
          {messages.profile.link}
        </Link>
        <Link to={paths.collection} className="account__requests" onClick={onAction}>
          {messages.collection.link}
        </Link>
        <Link to={paths.myRequests} className="account__requests" onClick={onAction}>
          {messages.moderation.mine.link}
        </Link>
        <Link to={paths.import} className="account__requests" onClick={onAction}>
          {messages.imports.link}
        </Link>
        {isAdmin && (
          <Link to={paths.adminUsers} className="account__requests" onClick={onAction}>
            {messages.adminUsers.link}
          </Link>
        )}
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
      </>
    );
    if (variant === 'menu') {
      return (
        <HeaderMenu
          // A username is a name, no language's: marked so, it is neither translated nor read as the page's words.
          label={
            <span className="account__name" translate="no">
              {user.username}
            </span>
          }
          ariaLabel={t.accountMenu(user.username)}
          className="account-menu"
          buttonRef={menuButton}
        >
          <div className="account account--menu">{entries}</div>
        </HeaderMenu>
      );
    }
    return (
      <div className="account">
        <span className="account__name" title={t.account(user.username)}>
          <span className="visually-hidden">{t.account('')}</span>
          <span translate="no">{user.username}</span>
        </span>
        {entries}
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
        onPointerEnter={dialogs.preload}
        onFocus={dialogs.preload}
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
        onPointerEnter={dialogs.preload}
        onFocus={dialogs.preload}
      >
        {t.register}
      </button>
    </div>
  );
}
