import { useRef } from 'react';
import { useMessages } from '../../../lib/locale';

export type CatalogTab = 'gun' | 'mount';
const TABS: { id: CatalogTab; label: 'tabGun' | 'tabMount' }[] = [
  { id: 'gun', label: 'tabGun' },
  { id: 'mount', label: 'tabMount' },
];

type Props = { active: CatalogTab; onChange: (tab: CatalogTab) => void; panelId: string };

/** Gun / mount tabs with the ARIA tabs pattern: arrow keys, Home and End move and select. */
export function CatalogueTabs({ active, onChange, panelId }: Props) {
  const messages = useMessages();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: React.KeyboardEvent, index: number) {
    const last = TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current[next]?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label={messages.home.landing.tabsLabel}>
      {TABS.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`catalog-tab-${tab.id}`}
          className="tabs__tab"
          aria-selected={tab.id === active}
          aria-controls={panelId}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => onChange(tab.id)}
          onKeyDown={(event) => handleKeyDown(event, index)}
        >
          {messages.home.landing[tab.label]}
        </button>
      ))}
    </div>
  );
}
