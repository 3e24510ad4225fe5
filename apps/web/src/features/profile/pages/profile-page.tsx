import { useQueryClient } from '@tanstack/react-query';
import { setSession } from '../../../lib/session';
import { ru } from '../../../messages/ru';
import { SignInRequired, useAuth } from '../../auth';
import { ChangePasswordForm } from '../components/change-password-form';
import { SecondFactorPanel } from '../components/second-factor-panel';
import { SessionsList } from '../components/sessions-list';
import '../components/profile.css';
import { queryKeys } from '../../../lib/query-keys';

const t = ru.profile;

function Profile() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  if (!user) return null;
  return (
    <div className="profile">
      <h1>{t.title}</h1>
      <p className="profile__hint">{t.signedInAs(user.username, user.email)}</p>
      <ChangePasswordForm />
      <SessionsList
        onEndedCurrent={() => {
          // Ending this browser's own session is signing out.
          setSession(null);
          queryClient.removeQueries({ queryKey: queryKeys.auth.all });
        }}
      />
      <SecondFactorPanel enabled={user.secondFactor} />
    </div>
  );
}

/** /profile: the signed-in person's password, sessions and second factor. */
export function ProfilePage() {
  return (
    <SignInRequired title={t.title}>
      <Profile />
    </SignInRequired>
  );
}
