import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { toastSuccess } from '../../../lib/toast-store';
import { SignInRequired, useAuth, useForgetSession } from '../../auth';
import { AccountData } from '../components/account-data';
import { ChangePasswordForm } from '../components/change-password-form';
import { SecondFactorPanel } from '../components/second-factor-panel';
import { SessionsList } from '../components/sessions-list';
import '../components/profile.css';

function Profile() {
  const t = useMessages().profile;
  const { user } = useAuth();
  const forget = useForgetSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <div className="profile">
      <h1>{t.title}</h1>
      {/* The account's username and address: names, no language's words. */}
      <p className="profile__hint" translate="no">
        <bdi>{user.username}</bdi>, <bdi>{user.email}</bdi>
      </p>
      <ChangePasswordForm secondFactor={user.secondFactor} />
      <SessionsList
        onEndedCurrent={() => {
          // Ending this browser's own session is signing out: off the account's page, and say so.
          navigate(paths.home);
          forget();
          toastSuccess(t.sessions.endedCurrent);
        }}
      />
      <SecondFactorPanel enabled={user.secondFactor} />
      <AccountData
        secondFactor={user.secondFactor}
        wantedMail={user.wantedMail}
        onDeleted={() => {
          // The account is gone and its sessions with it: home, signed out, and say so.
          navigate(paths.home);
          forget();
          toastSuccess(t.data.deleted);
        }}
      />
    </div>
  );
}

/** /profile: the signed-in person's password, sessions and second factor, their data to take away and the account's deletion. */
export function ProfilePage() {
  const t = useMessages().profile;
  return (
    <SignInRequired title={t.title} prompt={t.signInPrompt}>
      <Profile />
    </SignInRequired>
  );
}
