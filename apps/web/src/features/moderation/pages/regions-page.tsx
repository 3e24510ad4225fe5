import { useMessages } from '../../../lib/locale';
import { PendingRegions } from '../../regions';
import { ModerationTabs } from '../components/moderation-tabs';
import { ModeratorsOnlyGate } from '../components/moderators-only-gate';
import { useModeratorsOnly } from '../lib/use-moderators-only';
import '../components/moderation.css';

/** /moderation/regions: regions that plain users marked on photos, waiting for a moderator (ADR 059). */
export function RegionsPage() {
  const messages = useMessages();
  const access = useModeratorsOnly();
  if (access !== 'allowed') return <ModeratorsOnlyGate access={access} title={messages.regions.moderation.title} />;
  return (
    <section>
      <h1>{messages.regions.moderation.title}</h1>
      <ModerationTabs />
      <PendingRegions />
    </section>
  );
}
