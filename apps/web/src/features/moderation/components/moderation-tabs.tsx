import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ru } from '../../../messages/ru';

/** The moderation pages' tabs: the change requests and «Проверить год». */
export function ModerationTabs() {
  const tabs = [
    { to: paths.moderation, label: ru.dating.check.tabRequests },
    { to: paths.moderationYearCheck, label: ru.dating.check.title },
  ];
  return (
    <nav className="moderation-tabs" aria-label={ru.moderation.title}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className="moderation-tabs__tab">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
