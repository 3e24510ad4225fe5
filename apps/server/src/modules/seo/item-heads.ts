import {
  conditionName,
  type DetailDto,
  detailHeadingIn,
  type FieldDescription,
  type ItemCondition,
  itemDescriptionIn,
  itemFieldLabels,
  type Locale,
  type NamedRefDto,
  nameIn,
  PHOTO_LICENCE_LABELS,
  PHOTO_LICENCE_URLS,
  type PhotoDto,
  type PhotoImageDto,
  type PhotoRights,
  type ProductDto,
  pageTitleIn,
  productTitleIn,
  purposeName,
  RECORDED_FIELDS,
  RECORDED_KEYS,
  type RecordedFieldKey,
  showsEnglishContent,
} from '@museum/contract';
import { htmlToText, plainTextExcerpt } from '../../lib/text';
import { describe, fact, SUMMARY_TEXT_MAX } from './head-facts';
import type { PageHead, SummaryFact } from './page-head';
import { photoPreview } from './preview-image';
import { absolute, alternatesOf, entityId, pageUrl, type SiteUrls } from './site-urls';
import { citationMeta } from './structured-data/citation-meta';
import { ITEM_CONDITION_LD, itemImageLd, itemRefLd, makerLd, photoRightsLd, pixelsLd, recordedLd } from './structured-data/item-ld';
import { museumLd, webPageLd } from './structured-data/page-ld';
import { SUMMARY_SIZES, summaryPicture } from './summary-picture';

/** The recorded choices (the condition) as the summary's facts. */
const recordedFacts = (locale: Locale, item: Readonly<Record<RecordedFieldKey, string | null>>): SummaryFact[] =>
  RECORDED_KEYS.filter((key) => (RECORDED_FIELDS[key] as FieldDescription).kind === 'choice').flatMap((key) => {
    const value = item[key];
    return fact(itemFieldLabels(locale)[key], value && conditionName(locale, value));
  });

/** Shared by products and details: a museum object is a schema.org IndividualProduct with a production date (ADR 062). */
function itemPage(
  site: SiteUrls,
  path: string,
  name: string,
  item: {
    id: number;
    number: string | null;
    year: number | null;
    description: string | null;
    descriptionEn: string | null;
    manufacturer: NamedRefDto | null;
    photos: ({ url: string; thumbnailUrl: string; image: PhotoImageDto } & PhotoRights)[];
    updatedAt: string;
    createdAt: string;
    condition: ItemCondition | null;
  } & Readonly<Record<RecordedFieldKey, string | null>>,
  itemFacts: SummaryFact[],
  extraLd: Record<string, unknown>,
  list: { name: string; path: string },
): PageHead {
  const labels = itemFieldLabels(site.locale);
  const facts = [...itemFacts, ...recordedFacts(site.locale, item)];
  // English pages describe the item in English when it has an English description (ADR 064).
  const description = itemDescriptionIn(site.locale, item);
  const url = pageUrl(site, path);
  const photo = item.photos[0];
  const image = photo ? photoPreview((path) => absolute(site, path), photo, name) : site.siteImage;
  return {
    status: 200,
    locale: site.locale,
    alternates: alternatesOf(site.publicUrl, path),
    title: pageTitleIn(site.locale, name),
    description: describe(facts, description),
    canonicalUrl: url,
    ogType: 'article',
    image,
    // A manifest needs a canvas: linked only when the item has a photo.
    ...(photo ? { iiifManifest: absolute(site, `/iiif${path}/manifest.json`) } : {}),
    meta: citationMeta(site.locale, { title: name, url, id: String(item.id), published: item.createdAt, dcType: 'PhysicalObject' }),
    jsonLd: {
      '@context': 'https://schema.org',
      // One physical object, not a model (ADR 062): serialNumber belongs to IndividualProduct.
      '@type': 'IndividualProduct',
      '@id': entityId(site, path),
      url,
      name,
      identifier: String(item.id),
      serialNumber: item.number ?? undefined,
      productionDate: item.year === null ? undefined : String(item.year),
      manufacturer: makerLd(site, item.manufacturer),
      itemCondition: item.condition ? ITEM_CONDITION_LD[item.condition] : undefined,
      // The page's facts (year, number, purpose or type, maker) and the recorded fields, each under its label.
      additionalProperty: [
        ...itemFacts.map((f) => ({ '@type': 'PropertyValue', name: f.label, value: f.value })),
        ...recordedLd(site.locale, labels, item),
      ],
      description: description ? htmlToText(description) : undefined,
      image: item.photos.map((p) => itemImageLd(site, p)),
      mainEntityOfPage: webPageLd(site.publicUrl, site.locale, path, [{ name: site.pages.siteName, path: '/' }, list, { name, path }]),
      ...extraLd,
    },
    summary: {
      heading: name,
      facts,
      text: plainTextExcerpt(description, SUMMARY_TEXT_MAX),
      // Fetched first: the summary stays until the page's chunk is in, and its photo is then its largest paint (ADR 073).
      photo: photo ? summaryPicture(photo, name, SUMMARY_SIZES.itemCard, true) : null,
    },
  };
}

/** The list an item page belongs to in its breadcrumb: the catalogue. */
const catalogueStep = (site: SiteUrls) => ({ name: site.pages.listPageNames['/catalog'], path: '/catalog' });

export function productHead(site: SiteUrls, product: ProductDto): PageHead {
  const name = productTitleIn(site.locale, product);
  const { t } = site;
  const facts = [
    ...fact(t.factYear, product.year),
    ...fact(t.factNumber, product.number),
    ...fact(t.factPurpose, product.belongsTo && purposeName(site.locale, product.belongsTo)),
    ...fact(t.factManufacturer, product.manufacturer && nameIn(site.locale, product.manufacturer)),
  ];
  return itemPage(
    site,
    `/products/${product.id}`,
    name,
    product,
    facts,
    { category: product.belongsTo ? purposeName(site.locale, product.belongsTo) : undefined },
    catalogueStep(site),
  );
}

export function detailHead(site: SiteUrls, detail: DetailDto): PageHead {
  const name = detailHeadingIn(site.locale, detail);
  const { t } = site;
  const facts = [
    ...fact(t.factYear, detail.year),
    ...fact(t.factNumber, detail.number),
    ...fact(t.factType, nameIn(site.locale, detail.type)),
    ...fact(t.factManufacturer, detail.manufacturer && nameIn(site.locale, detail.manufacturer)),
    ...fact(t.factItem, detail.product && nameIn(site.locale, detail.product)),
  ];
  const partOf = detail.product
    ? {
        isAccessoryOrSparePartFor: itemRefLd(site, `/products/${detail.product.id}`, nameIn(site.locale, detail.product)),
      }
    : {};
  return itemPage(
    site,
    `/details/${detail.id}`,
    name,
    detail,
    facts,
    { category: nameIn(site.locale, detail.type), ...partOf },
    catalogueStep(site),
  );
}

export function photoHead(site: SiteUrls, photo: PhotoDto): PageHead {
  const { t } = site;
  const name = site.pages.photoTitle(photo.id);
  const url = pageUrl(site, `/photos/${photo.id}`);
  const alt = photo.description || photo.name;
  // The items it shows by their English names on English pages, where they have one (ADR 064).
  const named = (item: { nameEn: string | null }, entered: string) => (showsEnglishContent(site.locale) && item.nameEn) || entered;
  const about = [
    ...photo.products.map((p) => itemRefLd(site, `/products/${p.id}`, named(p, p.name))),
    ...photo.details.map((d) => itemRefLd(site, `/details/${d.id}`, named(d, d.name ?? `#${d.id}`))),
  ];
  const facts = [
    ...fact(t.factFile, photo.name),
    ...fact(t.factSize, `${photo.width} × ${photo.height}`),
    ...about.map((a) => ({ label: t.factOnPhoto, value: a.name })),
  ];
  return {
    status: 200,
    locale: site.locale,
    alternates: alternatesOf(site.publicUrl, `/photos/${photo.id}`),
    title: pageTitleIn(site.locale, name),
    description: describe(facts, photo.description),
    canonicalUrl: url,
    ogType: 'article',
    image: photoPreview((path) => absolute(site, path), photo, alt),
    meta: citationMeta(site.locale, {
      title: name,
      url,
      id: String(photo.id),
      published: photo.uploadedAt,
      dcType: 'StillImage',
      rights: photo.licence ? (PHOTO_LICENCE_URLS[photo.licence] ?? PHOTO_LICENCE_LABELS[photo.licence]) : null,
    }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ImageObject',
      inLanguage: site.locale,
      publisher: museumLd(site.publicUrl, site.locale),
      '@id': entityId(site, `/photos/${photo.id}`),
      url,
      name,
      identifier: String(photo.id),
      contentUrl: absolute(site, photo.url),
      thumbnailUrl: absolute(site, photo.thumbnailUrl),
      encodingFormat: photo.contentType,
      width: pixelsLd(photo.width),
      height: pixelsLd(photo.height),
      uploadDate: photo.uploadedAt,
      caption: photo.description ?? undefined,
      ...photoRightsLd(photo),
      about: about.length > 0 ? about : undefined,
    },
    summary: { heading: name, facts, text: photo.description, photo: summaryPicture(photo, alt, SUMMARY_SIZES.photoPage, true) },
  };
}
