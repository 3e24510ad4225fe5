import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { gunLinks, mountLinks } from '../lib/quick-links';
import { type CatalogTab, CatalogueTabs } from './catalogue-tabs';
import { QuickLinkCard } from './quick-link-card';

const PANEL_ID = 'catalog-panel';

/** Search box, gun/mount tabs kept in `?catalog=` (history replaced), and quick-link cards. */
export function CatalogueLanding() {
  const t = useMessages().home.landing;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const tab: CatalogTab = params.get('catalog') === 'mount' ? 'mount' : 'gun';
  const links = tab === 'mount' ? mountLinks : gunLinks;

  function handleTabChange(next: CatalogTab) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('catalog', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    // An empty search is still submitted: the search page then lists everything.
    navigate(`${paths.search}?q=${encodeURIComponent(text.trim())}`);
  }

  return (
    <section className="home-block landing" aria-labelledby="landing-title">
      <div className="landing__head">
        <h2 id="landing-title">{t.title}</h2>
        <span className="badge">{t.badge}</span>
      </div>
      <p className="landing__subtitle">{t.subtitle}</p>
      <search>
        <form className="landing__search" onSubmit={handleSubmit}>
          <label htmlFor="landing-q" className="visually-hidden">
            {t.searchLabel}
          </label>
          <input
            id="landing-q"
            name="q"
            type="search"
            className="field__input landing__input"
            placeholder={t.searchPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {t.searchButton}
          </button>
        </form>
      </search>
      <CatalogueTabs active={tab} onChange={handleTabChange} panelId={PANEL_ID} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`catalog-tab-${tab}`} className="quick-cards" key={tab}>
        {links.map((link, index) => (
          <QuickLinkCard key={link.key} link={link} index={index} />
        ))}
      </div>
      <p className="landing__footnote">{t.footnote}</p>
    </section>
  );
}
