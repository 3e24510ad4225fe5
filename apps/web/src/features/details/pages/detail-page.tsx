import { type DetailDto, detailHeadingIn } from '@museum/contract';
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
import { shownDescription, shownName, shownTitle } from '../../../lib/item-english';
import { useLocale, useMessages, usePurposeName } from '../../../lib/locale';
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

export function DetailPage() {
  const t = useMessages().items;
  const locale = useLocale();
  const id = routeId(useParams().id);
  const query = useItem('detail', id);
  const { isLoggedIn } = useAuth();
  const textReady = useRichTextReady(query.data && shownDescription(locale, query.data)?.text);
  useScrollMemory(`detail:${id}`, query.data !== undefined && textReady);

  // The English name on English pages when present (ADR 064), else the name or type as entered.
  // Its heading, the server's title for the page too (issue 52), with its number.
  // A part without a name of its own is called by its type, in English where the type has an English name (ADR 082).
  const shown =
    query.data &&
    (query.data.name || query.data.nameEn
      ? shownTitle(locale, query.data.nameEn, query.data.name, t.noName)
      : shownName(locale, query.data.type));
  const heading = query.data && detailHeadingIn(locale, query.data);
  usePageTitle(heading);
  if (!query.data || !textReady)
    return (
      <PageState title={t.pageTitles.detail} error={query.isError ? t.detail.loadError : null} cause={query.error} missing={id === 0} />
    );
  const detail = query.data;
  const title = heading ?? t.noName;
  const description = shownDescription(locale, detail);
  return (
    <article className="item-page">
      <div className="item-head">
        <h1 lang={shown?.lang}>{title}</h1>
        {isLoggedIn && (
          <Link className="button" to={paths.detailEdit(detail.id)}>
            {t.edit}
          </Link>
        )}
        <AddToCollectionLink kind="detail" id={detail.id} />
      </div>
      <div className="item-tools">
        <CiteAndShare item={{ kind: 'detail', id: detail.id, title }} />
        <ReportMistake entityType="DETAIL" entityId={detail.id} />
        <SpecimenLinks kind="detail" id={detail.id} />
      </div>
      <div className="item-card">
        <DetailFacts detail={detail} />
      </div>
      {description && (
        <section className="item-section" aria-labelledby="detail-description">
          <h2 id="detail-description">{t.description}</h2>
          {/* The spec shows this HTML unsanitised; it is sanitised here like on every page. */}
          <SafeHtml html={description.text} lang={description.lang} />
        </section>
      )}
      <RecordedTexts item={detail} idPrefix="detail" />
      {detail.source && (
        <section className="item-section" aria-labelledby="detail-source">
          <h2 id="detail-source">{t.source}</h2>
          <LinkedText text={detail.source} />
        </section>
      )}
      <ItemPhotos photos={detail.photos} title={title} item={{ kind: 'details', id: detail.id }} />
      <OnPhotos kind="detail" id={detail.id} />
      <HistorySection entity="details" id={detail.id} />
    </article>
  );
}

function DetailFacts({ detail }: { detail: DetailDto }) {
  const t = useMessages().items;
  const recorded = useRecordedFactNames();
  const purposeName = usePurposeName();
  return (
    <FactList
      facts={[
        [t.id, detail.id],
        [
          t.type,
          <Link key="type" to={searchLink({ type: String(detail.type.id), belongsTo: detail.type.belongsTo })}>
            <NameOf named={detail.type} />
          </Link>,
        ],
        [
          t.subtype,
          detail.subtype && (
            <Link to={searchLink({ searchType: 'details', type: String(detail.type.id), subtype: String(detail.subtype.id) })}>
              <NameOf named={detail.subtype} />
            </Link>
          ),
        ],
        [t.serialNumber, detail.number && <Link to={searchLink({ q: detail.number })}>{detail.number}</Link>],
        [t.year, detail.year !== null && <Link to={searchLink({ year: String(detail.year) })}>{detail.year}</Link>],
        [t.belongsTo, detail.belongsTo && <Link to={searchLink({ belongsTo: detail.belongsTo })}>{purposeName(detail.belongsTo)}</Link>],
        [
          t.manufacturer,
          detail.manufacturer && (
            <Link to={paths.manufacturer(detail.manufacturer.id)}>
              <NameOf named={detail.manufacturer} />
            </Link>
          ),
        ],
        [
          t.product,
          detail.product && (
            <Link to={paths.product(detail.product.id)}>{detail.product.name ? <NameOf named={detail.product} /> : t.noName}</Link>
          ),
        ],
        [
          t.stamps,
          detail.stamps.length > 0 && (
            <ul className="chip-list">
              {detail.stamps.map((stamp) => (
                <li key={stamp.id}>
                  {/* Each stamp opens its page (issue 33), which links the search of details bearing it. */}
                  <Link to={paths.stamp(stamp.id)}>
                    <NameOf named={stamp} />
                  </Link>
                </li>
              ))}
            </ul>
          ),
        ],
        ...recordedFacts(detail, searchLink, recorded.labels, recorded.conditionName),
      ]}
    />
  );
}
