import { useRef } from 'react';
import { useFocusTrap } from '../../components/ui/use-focus-trap';
import { useAuth } from '../../features/auth';
import { useMessages } from '../../lib/locale';
import { AccountControls } from './account-controls';
import { LinkList, NavLinks } from './nav-links';
import { STAFF_SECTIONS } from './site-sections';

/** The slide-in right panel of narrow screens; mounted only while open. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const messages = useMessages();
  const panelRef = useRef<HTMLDivElement>(null);
  const { isModerator } = useAuth();
  useFocusTrap(panelRef);
  return (
    <div className="mobile-menu">
      <div className="mobile-menu__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id="mobile-menu"
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={messages.header.menuTitle}
      >
        <div className="mobile-menu__head">
          <span className="mobile-menu__title">{messages.header.menuTitle}</span>
          <button type="button" className="icon-button" aria-label={messages.header.closeMenu} onClick={onClose}>
            ×
          </button>
        </div>
        <nav aria-label={messages.header.navLabel}>
          <NavLinks className="mobile-menu__links" onNavigate={onClose} />
          {isModerator && (
            <>
              <h2 className="mobile-menu__subtitle">{messages.nav.sections}</h2>
              <LinkList links={STAFF_SECTIONS} className="mobile-menu__links" onNavigate={onClose} />
            </>
          )}
        </nav>
        <AccountControls variant="inline" onAction={onClose} />
      </div>
    </div>
  );
}
