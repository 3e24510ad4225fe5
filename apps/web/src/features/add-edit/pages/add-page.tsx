import { type KeyboardEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { ru } from '../../../messages/ru';
import { useAuthDialogs } from '../../auth/components/auth-dialogs';
import { useAuth } from '../../auth/lib/use-auth';
import { usePhoto } from '../api/get-photo';
import { DetailAddForm } from '../components/detail-add-form';
import { ManufacturerAddForm } from '../components/manufacturer-add-form';
import { ProductAddForm } from '../components/product-add-form';
import '../components/forms.css';
import '../../../components/ui/tabs.css';

const t = ru.addEdit;
const TABS = ['product', 'detail', 'manufacturer'] as const;
type Tab = (typeof TABS)[number];

/** /add: product, detail (default) and manufacturer forms for signed-in users. */
export function AddPage() {
  const { session, user } = useAuth();
  const dialogs = useAuthDialogs();
  const [tab, setTab] = useState<Tab>('detail');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ product: null, detail: null, manufacturer: null });
  const [params] = useSearchParams();
  const photoParam = Number(params.get('photo'));
  const photoId = Number.isInteger(photoParam) && photoParam > 0 ? photoParam : null;
  const photo = usePhoto(user ? photoId : null);

  if (session && !user) return <p>{ru.loading}</p>;
  if (!user) {
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
  if (photoId !== null && photo.isPending) return <p>{ru.loading}</p>;
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
