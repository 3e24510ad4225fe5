import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';

/** The moderation pages' tabs: the change requests, «Проверить год», «Примеры против таблицы», the regions marked on photos and the stamps' disagreements. */
export function ModerationTabs() {
  const messages = useMessages();
  const tabs = [
    { to: paths.moderation, label: messages.dating.check.tabRequests },
    { to: paths.moderationYearCheck, label: messages.dating.check.title },
    { to: paths.moderationContradictions, label: messages.dating.contradictions.title },
    { to: paths.moderationRegions, label: messages.regions.moderation.tab },
    // The stamps whose dated items disagree with their years (issue 51): the visual key, so filtered.
    { to: `${paths.stamps}?conflict=true`, label: messages.stamps.conflict.moderationTab },
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
