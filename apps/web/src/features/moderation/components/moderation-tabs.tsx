import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';

/** The moderation pages' tabs: the change requests, «Проверить год» and the regions marked on photos. */
export function ModerationTabs() {
  const messages = useMessages();
  const tabs = [
    { to: paths.moderation, label: messages.dating.check.tabRequests },
    { to: paths.moderationYearCheck, label: messages.dating.check.title },
    { to: paths.moderationRegions, label: messages.regions.moderation.tab },
  ];
  return (
    <nav className="moderation-tabs" aria-label={messages.moderation.title}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className="moderation-tabs__tab">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
