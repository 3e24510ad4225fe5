import { useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../../lib/locale';
import { type ArrivalKind, type ArrivalPurpose, useNewArrivals } from '../api/get-new-arrivals';
import { LIST_DEFAULTS, searchHref } from '../lib/search-links';
import { ArrivalCard } from './arrival-card';
import { SegmentedSwitch } from './segmented-switch';

const SKELETONS = [0, 1, 2, 3];

/** The latest four products or details of a purpose; reloads on either switch, never shows a stale answer. */
export function NewArrivals() {
  const messages = useMessages();
  const t = messages.home.arrivals;
  const [kind, setKind] = useState<ArrivalKind>('products');
  const [purpose, setPurpose] = useState<ArrivalPurpose>('максим');
  const { data, isPending, isError } = useNewArrivals(kind, purpose);

  let body: React.ReactNode;
  if (isPending)
    body = (
      <ul className="arrivals" aria-busy="true" aria-label={t.loading}>
        {SKELETONS.map((n) => (
          <li key={n} className="arrival arrival--skeleton" data-testid="arrival-skeleton" />
        ))}
      </ul>
    );
  else if (isError) body = <p role="alert">{t.failed}</p>;
  else if (!data.length) body = <p>{messages.empty}</p>;
  else
    body = (
      <ul className="arrivals">
        {data.map((item) => (
          <ArrivalCard key={`${item.kind}-${item.id}`} item={item} />
        ))}
      </ul>
    );

  return (
    <section className="home-block" aria-labelledby="arrivals-title">
      <div className="arrivals__head">
        <h2 id="arrivals-title">{t.title}</h2>
        <div className="arrivals__controls">
          <SegmentedSwitch
            label={t.kindLabel}
            value={kind}
            onChange={setKind}
            options={[
              { value: 'products', label: t.products },
              { value: 'details', label: t.details },
            ]}
          />
          <SegmentedSwitch
            label={t.purposeLabel}
            value={purpose}
            onChange={setPurpose}
            options={[
              { value: 'максим', label: t.maxim },
              { value: 'станок', label: t.mount },
            ]}
          />
          <Link className="button" to={searchHref({ q: '', searchType: kind, ...LIST_DEFAULTS, belongsTo: purpose })}>
            {t.seeAll}
          </Link>
        </div>
      </div>
      {body}
    </section>
  );
}
