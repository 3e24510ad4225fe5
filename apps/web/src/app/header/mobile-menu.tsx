import { useRef } from 'react';
import { useFocusTrap } from '../../components/ui/use-focus-trap';
import { ru } from '../../messages/ru';
import { AccountControls } from './account-controls';
import { NavLinks } from './nav-links';

/** The slide-in right panel of narrow screens; mounted only while open. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef);
  return (
    <div className="mobile-menu">
      <div className="mobile-menu__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panelRef} id="mobile-menu" className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label={ru.header.menuTitle}>
        <div className="mobile-menu__head">
          <span className="mobile-menu__title">{ru.header.menuTitle}</span>
          <button type="button" className="icon-button" aria-label={ru.header.closeMenu} onClick={onClose}>
            ×
          </button>
        </div>
        <nav aria-label={ru.header.navLabel}>
          <NavLinks className="mobile-menu__links" onNavigate={onClose} />
        </nav>
        <AccountControls onAction={onClose} />
      </div>
    </div>
  );
}
