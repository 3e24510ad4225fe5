import { useMessages } from '../../../lib/locale';
import { SignInPrompt } from '../../auth';
import type { ModerationAccess } from '../lib/use-moderators-only';

/** What a moderation page shows until it may show itself: a sign-in prompt to a visitor, else «Загрузка…». */
export function ModeratorsOnlyGate({ access, title }: { access: Exclude<ModerationAccess, 'allowed'>; title: string }) {
  const messages = useMessages();
  if (access === 'signIn') return <SignInPrompt title={title} prompt={messages.moderation.onlyModerators} />;
  return <p>{messages.loading}</p>;
}
