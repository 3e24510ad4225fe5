import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { useAuthDialogs, useKeptSignIn } from '../../auth';
import { usePhoto } from '../api/get-photo';
import { DetailAddForm } from '../components/detail-add-form';
import { ManufacturerAddForm } from '../components/manufacturer-add-form';
import { ProductAddForm } from '../components/product-add-form';
import '../components/forms.css';
import '../../../components/ui/tabs.css';

const TABS = ['product', 'detail', 'manufacturer'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/**
 * /add: product, detail (default) and manufacturer forms for signed-in users. `?tab=` picks
 * the tab and `?photo=ID` attaches a photo (the photo page's "create from this photo").
 */
export function AddPage() {
  const messages = useMessages();
  const t = messages.addEdit;
  const { show, loading } = useKeptSignIn();
  const dialogs = useAuthDialogs();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => {
    const asked = params.get('tab');
    return isTab(asked) ? asked : 'detail';
  });
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ product: null, detail: null, manufacturer: null });
  // A new form starts at its top, whatever the scroll of the page that led here. (A block body:
  // Chromium's scrollTo returns a promise, which React would take for a cleanup function.)
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const photoParam = Number(params.get('photo'));
  const photoId = Number.isInteger(photoParam) && photoParam > 0 ? photoParam : null;
  const photo = usePhoto(show ? photoId : null);

  if (loading) return <p>{messages.loading}</p>;
  if (!show) {
    return (
      <section className="item-form">
        <h1>{t.title}</h1>
        <p>{t.loginPrompt}</p>
        <button type="button" className="button button--primary" onClick={() => dialogs.open('login')}>
          {t.login}
        </button>
      </section>
    );
  }
  if (photoId !== null && photo.isPending) return <p>{messages.loading}</p>;
  const initialPhotos = photo.data ? [{ id: photo.data.id, url: photo.data.url, thumbnailUrl: photo.data.thumbnailUrl }] : [];

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] as Tab;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section>
      <h1>{t.title}</h1>
      <p className="add-page__import">
        {messages.imports.fromAdd} <Link to={paths.import}>{messages.imports.link}</Link>
      </p>
      <div className="ui-tabs" role="tablist" aria-label={t.tabsLabel} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`add-tab-${name}`}
            aria-controls="add-panel"
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t.tabs[name]}
          </button>
        ))}
      </div>
      <div id="add-panel" role="tabpanel" aria-labelledby={`add-tab-${tab}`}>
        {photo.data && tab !== 'manufacturer' && <Notice kind="info">{t.fromPhoto(photo.data.id)}</Notice>}
        {tab === 'product' && <ProductAddForm initialPhotos={initialPhotos} />}
        {tab === 'detail' && <DetailAddForm initialPhotos={initialPhotos} />}
        {tab === 'manufacturer' && <ManufacturerAddForm />}
      </div>
    </section>
  );
}
