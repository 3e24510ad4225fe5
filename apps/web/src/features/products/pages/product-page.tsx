import type { ProductDto } from '@museum/contract';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ItemPhotos } from '../../../components/item-photos';
import { RecordedTexts, recordedFacts, useRecordedFactNames } from '../../../components/recorded-facts';
import { FactList } from '../../../components/ui/fact-list';
import { LinkedText } from '../../../components/ui/linked-text';
import { NameOf } from '../../../components/ui/name-of';
import { PageState } from '../../../components/ui/page-state';
import { SafeHtml, useRichTextReady } from '../../../components/ui/safe-html';
import { paths } from '../../../config/paths';
import { useItem } from '../../../lib/catalogue-items';
import { shownDescription, shownTitle } from '../../../lib/item-english';
import { withNumber } from '../../../lib/item-title';
import { useContentLang, useLocale, useMessages, usePurposeName } from '../../../lib/locale';
import { routeId } from '../../../lib/route-id';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollMemory } from '../../../lib/use-scroll-memory';
import { useAuth } from '../../auth';
import { CiteAndShare } from '../../citation';
import { AddToCollectionLink, SpecimenLinks } from '../../collection';
import { HistorySection } from '../../history';
import { OnPhotos } from '../../regions';
import { ReportMistake } from '../../reports';
import { searchLink } from '../../search';
import { useProductChildren } from '../api/get-product-children';
import { DetailLink } from '../components/detail-link';
import { NumberCheck } from '../components/number-check';

export function ProductPage() {
  const t = useMessages().items;
  const locale = useLocale();
  const id = routeId(useParams().id);
  const query = useItem('product', id);
  const children = useProductChildren(id);
  const { isLoggedIn } = useAuth();
  const textReady = useRichTextReady(query.data && shownDescription(locale, query.data)?.text);
  // Restored once the page has its full height: the children are in and the details list is as it was left.
  useScrollMemory(`product:${id}`, query.data !== undefined && textReady && (children.data !== undefined || children.isError));
  useEffect(() => {
    if (query.isError) console.error(query.error);
  }, [query.isError, query.error]);

  const shown = query.data && shownTitle(locale, query.data.nameEn, query.data.name, t.noName);
  usePageTitle(shown?.text);
  if (!query.data || !textReady)
    return (
      <PageState title={t.pageTitles.product} error={query.isError ? t.product_.loadError : null} cause={query.error} missing={id === 0} />
    );
  const product = query.data;
  const title = shown?.text ?? t.noName;
  const description = shownDescription(locale, product);
  return (
    <article className="item-page">
      <div className="item-head">
        <h1 lang={shown?.lang}>{title}</h1>
        {isLoggedIn && (
          <Link className="button" to={paths.productEdit(product.id)}>
            {t.edit}
          </Link>
        )}
        <AddToCollectionLink kind="product" id={product.id} />
      </div>
      <div className="item-tools">
        <CiteAndShare item={{ kind: 'product', id: product.id, title: withNumber(locale, title, product.number) }} />
        <ReportMistake entityType="PRODUCT" entityId={product.id} />
        <SpecimenLinks kind="product" id={product.id} />
      </div>
      <div className="item-card">
        <ProductFacts product={product} />
      </div>
      {description && (
        <section className="item-section" aria-labelledby="product-description">
          <h2 id="product-description">{t.description}</h2>
          <SafeHtml html={description.text} lang={description.lang} />
        </section>
      )}
      <RecordedTexts item={product} idPrefix="product" />
      {product.source && (
        <section className="item-section" aria-labelledby="product-source">
          <h2 id="product-source">{t.source}</h2>
          <LinkedText text={product.source} />
        </section>
      )}
      <NumberCheck check={product.numberCheck} productNumber={product.number} />
      <Children id={product.id} />
      <RelatedDetails product={product} />
      <ItemPhotos photos={product.photos} title={title} item={{ kind: 'products', id: product.id }} />
      <OnPhotos kind="product" id={product.id} />
      <HistorySection entity="products" id={product.id} />
    </article>
  );
}

function ProductFacts({ product }: { product: ProductDto }) {
  const t = useMessages().items;
  const recorded = useRecordedFactNames();
  const purposeName = usePurposeName();
  return (
    <FactList
      facts={[
        [t.id, product.id],
        [
          t.parent,
          product.parent && (
            <Link to={paths.product(product.parent.id)}>{product.parent.name ? <NameOf named={product.parent} /> : t.noName}</Link>
          ),
        ],
        [t.number, product.number && <Link to={searchLink({ q: product.number })}>{product.number}</Link>],
        [t.year, product.year !== null && <Link to={searchLink({ year: String(product.year) })}>{product.year}</Link>],
        [t.belongsTo, product.belongsTo && <Link to={searchLink({ belongsTo: product.belongsTo })}>{purposeName(product.belongsTo)}</Link>],
        [
          t.manufacturer,
          product.manufacturer && (
            <Link to={paths.manufacturer(product.manufacturer.id)}>
              <NameOf named={product.manufacturer} />
            </Link>
          ),
        ],
        ...recordedFacts(product, searchLink, recorded.labels, recorded.conditionName),
      ]}
    />
  );
}

function Children({ id }: { id: number }) {
  const { items: t, numbered } = useMessages();
  const contentLang = useContentLang();
  const children = useProductChildren(id).data ?? [];
  if (!children.length) return null;
  return (
    <section className="item-section" aria-labelledby="product-children">
      <h2 id="product-children">{t.product_.children(children.length)}</h2>
      <ul className="item-list">
        {children.map((child) => (
          <li key={child.id}>
            <Link to={paths.product(child.id)} lang={child.name ? contentLang : undefined}>
              {child.name || t.noName}
            </Link>
            <span className="item-muted">
              {[child.number && numbered(child.number), child.year].filter(Boolean).map((x) => ` · ${x}`)}
              {child.manufacturer && (
                <>
                  {' · '}
                  <NameOf named={child.manufacturer} />
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Whether the related details of a product were left open, kept per tab like its scroll position. */
function useDetailsOpen(id: number) {
  const key = `product-details-open:${id}`;
  const [open, setOpen] = useState(() => sessionStorage.getItem(key) === '1');
  const change = (next: boolean) => {
    setOpen(next);
    if (next) sessionStorage.setItem(key, '1');
    else sessionStorage.removeItem(key);
  };
  return [open, change] as const;
}

function RelatedDetails({ product }: { product: ProductDto }) {
  const { items: t, numbered } = useMessages();
  const [open, setOpen] = useDetailsOpen(product.id);
  const count = product.details.length;
  if (!count) return null;
  return (
    <section className="item-section" aria-label={t.product_.showDetails(count)}>
      <button type="button" className="button" aria-expanded={open} aria-controls="product-details" onClick={() => setOpen(!open)}>
        {open ? t.product_.hideDetails(count) : t.product_.showDetails(count)}
      </button>
      {open && (
        <ul id="product-details" className="item-list" style={{ marginTop: '0.75rem' }}>
          {product.details.map((detail) => (
            <li key={detail.id}>
              <DetailLink detail={detail} />
              <span className="item-muted">
                {[detail.number && numbered(detail.number), detail.year].filter(Boolean).map((x) => ` · ${x}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
