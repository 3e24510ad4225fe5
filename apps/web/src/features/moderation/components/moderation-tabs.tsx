import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';

/** The moderation pages' tabs: the change requests and «Проверить год». */
export function ModerationTabs() {
  const messages = useMessages();
  const tabs = [
    { to: paths.moderation, label: messages.dating.check.tabRequests },
    { to: paths.moderationYearCheck, label: messages.dating.check.title },
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
