import { type BelongsTo, type DetailTypeDto, nameIn } from '@museum/contract';
import { BELONGS_TO_VALUES } from '@museum/contract/constants';
import { type KeyboardEvent, useRef, useState } from 'react';
import { compareNames, useLocale, useMessages, usePurposeName } from '../../../lib/locale';
import { useDetailTypes } from '../../../lib/reference-lists/detail-types';
import { useStamps } from '../../../lib/reference-lists/stamps';
import { useAuth } from '../../auth';
import { saveReference, useReferenceWrite } from '../api/reference-writes';
import { CarriesNumberMark } from '../components/carries-number-mark';
import { NameDescriptionForm } from '../components/name-description-form';
import { ReferenceRow } from '../components/reference-row';
import '../components/types.css';
import '../../../components/ui/tabs.css';

function TypeItem({ type, isAdmin }: { type: DetailTypeDto; isAdmin: boolean }) {
  const t = useMessages().types;
  const locale = useLocale();
  const create = useReferenceWrite();
  return (
    <li className="type-item">
      <ReferenceRow kind="detail-types" item={type} extra={{ belongsTo: type.belongsTo }} isAdmin={isAdmin}>
        <CarriesNumberMark type={type} isAdmin={isAdmin} />
        <details className="type-item__subtypes">
          <summary>{t.subtypes(type.subtypes.length)}</summary>
          {type.subtypes.length === 0 && <p className="field__hint">{t.noSubtypes}</p>}
          <ul>
            {type.subtypes.map((subtype) => (
              <li key={subtype.id}>
                <ReferenceRow kind="detail-subtypes" item={subtype} extra={{ type: { id: type.id } }} isAdmin={isAdmin} />
              </li>
            ))}
          </ul>
          {isAdmin && (
            <NameDescriptionForm
              legend={`${t.addSubtype}: ${nameIn(locale, type)}`}
              busy={create.isPending}
              onSubmit={(value) => saveReference(create, { kind: 'detail-subtypes', body: { ...value, type: { id: type.id } } })}
            />
          )}
        </details>
      </ReferenceRow>
    </li>
  );
}

/** /types: types by purpose with expandable subtypes, and stamps; admins add, edit and delete them. */
export function TypesPage() {
  const messages = useMessages();
  const t = messages.types;
  const locale = useLocale();
  const purposeName = usePurposeName();
  const { user } = useAuth();
  const isAdmin = user?.roles.includes('ROLE_ADMIN') ?? false;
  const [tab, setTab] = useState<BelongsTo>('максим');
  const tabRefs = useRef(new Map<BelongsTo, HTMLButtonElement>());
  const types = useDetailTypes();
  const stamps = useStamps();
  const create = useReferenceWrite();
  const shown = (types.data ?? [])
    .filter((type) => type.belongsTo === tab)
    .sort((a, b) => compareNames(locale)(nameIn(locale, a), nameIn(locale, b)));

  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = BELONGS_TO_VALUES[
      (BELONGS_TO_VALUES.indexOf(tab) + step + BELONGS_TO_VALUES.length) % BELONGS_TO_VALUES.length
    ] as BelongsTo;
    setTab(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <section className="types-page">
      <h1>{t.title}</h1>
      <div className="ui-tabs" role="tablist" aria-label={t.tabsLabel} onKeyDown={onKeyDown}>
        {BELONGS_TO_VALUES.map((value) => (
          <button
            key={value}
            ref={(element) => {
              if (element) tabRefs.current.set(value, element);
            }}
            type="button"
            role="tab"
            id={`types-tab-${value}`}
            aria-controls="types-panel"
            aria-selected={tab === value}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
          >
            {purposeName(value)}
          </button>
        ))}
      </div>
      <div id="types-panel" role="tabpanel" aria-labelledby={`types-tab-${tab}`}>
        {types.isPending && <p>{messages.loading}</p>}
        {types.isSuccess && shown.length === 0 && <p>{t.empty}</p>}
        <ul className="type-list">
          {shown.map((type) => (
            <TypeItem key={type.id} type={type} isAdmin={isAdmin} />
          ))}
        </ul>
        {isAdmin && (
          <NameDescriptionForm
            legend={`${t.addType}: ${purposeName(tab)}`}
            busy={create.isPending}
            onSubmit={(value) => saveReference(create, { kind: 'detail-types', body: { ...value, belongsTo: tab } })}
          />
        )}
      </div>
      <h2>{t.stamps}</h2>
      {stamps.isSuccess && stamps.data.length === 0 && <p>{t.noStamps}</p>}
      <ul className="type-list">
        {(stamps.data ?? []).map((stamp) => (
          <li key={stamp.id} className="type-item">
            <ReferenceRow kind="stamps" item={stamp} extra={{}} isAdmin={isAdmin} />
          </li>
        ))}
      </ul>
      {isAdmin && (
        <NameDescriptionForm
          legend={t.addStamp}
          busy={create.isPending}
          onSubmit={(value) => saveReference(create, { kind: 'stamps', body: value })}
        />
      )}
    </section>
  );
}
