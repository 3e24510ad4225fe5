import {
  conditionName,
  type DetailDto,
  detailTitleIn,
  type FieldDescription,
  type ItemCondition,
  type ItemFieldLabels,
  itemDescriptionIn,
  itemFieldLabels,
  type Locale,
  localisedPath,
  type ManufacturerDto,
  type PageTexts,
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
  STAMP_KIND_LABELS,
  type StampPageDto,
  stampYearsText,
} from '@museum/contract';
import { absoluteOn } from '../../lib/storage';
import { htmlToText, plainTextExcerpt } from '../../lib/text';
import type { ServerTexts } from '../../texts';
import type { PageHead, SummaryFact } from './page-head';
import { displayJpeg, type PreviewImage, photoPreview } from './preview-image';
import { citationMeta } from './structured-data/citation-meta';
import { museumLd, webPageLd } from './structured-data/page-ld';
import { SUMMARY_SIZES, type SummaryPicture } from './summary-picture';

/** Longest meta description: what search engines show of it. */
const DESCRIPTION_MAX = 200;
const SUMMARY_TEXT_MAX = 1000;

/** Where absolute URLs start, which image previews a page without photos, and the language of the page. */
export interface SiteUrls {
  publicUrl: string;
  siteImage: PreviewImage;
  locale: Locale;
  /** The server's texts and the page names in the page's language. */
  t: ServerTexts;
  pages: PageTexts;
}

/** A file's absolute URL (the same in every language). */
const absolute = (site: SiteUrls, path: string) => absoluteOn(site.publicUrl, path);

/** A page's absolute URL in the page's language. */
const pageUrl = (site: SiteUrls, path: string) => absolute(site, localisedPath(site.locale, path));

/** A page's absolute URL in each language. */
export const alternatesOf = (publicUrl: string, path: string): Record<Locale, string> => ({
  ru: absoluteOn(publicUrl, localisedPath('ru', path)),
  en: absoluteOn(publicUrl, localisedPath('en', path)),
});

function describe(facts: SummaryFact[], html: string | null): string {
  const line = facts.map((f) => `${f.label}: ${f.value}`).join(', ');
  const room = DESCRIPTION_MAX - line.length - 2;
  const text = room > 20 ? plainTextExcerpt(html, room) : null;
  return [line, text].filter(Boolean).join('. ');
}

const fact = (label: string, value: string | number | null | undefined): SummaryFact[] =>
  value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];

const makerLd = (site: SiteUrls, maker: { id: number; name: string } | null) =>
  maker ? { '@type': 'Organization', name: maker.name, url: pageUrl(site, `/manufacturers/${maker.id}`) } : undefined;

/**
 * A photo's licence and credit as schema.org (and Google's image licence) properties: `license`
 * the deed's URL, `creditText` and `author` the credit, `copyrightNotice` for «all rights reserved».
 */
export function photoRightsLd(photo: PhotoRights): Record<string, unknown> {
  const reserved = photo.licence === 'ALL_RIGHTS_RESERVED';
  return {
    license: photo.licence ? (PHOTO_LICENCE_URLS[photo.licence] ?? undefined) : undefined,
    creditText: photo.credit ?? undefined,
    creator: photo.credit ? { '@type': 'Person', name: photo.credit } : undefined,
    copyrightNotice: reserved
      ? [photo.credit && `© ${photo.credit}`, PHOTO_LICENCE_LABELS.ALL_RIGHTS_RESERVED].filter(Boolean).join('. ')
      : undefined,
  };
}

/**
 * Another item named on a page (the gun a part belongs to, the items on a photo): the IndividualProduct its
 * own page describes, under the same `@id`, so the two descriptions join into one.
 */
const itemRefLd = (site: SiteUrls, path: string, name: string) => {
  const url = pageUrl(site, path);
  return { '@type': 'IndividualProduct', '@id': url, name, url };
};

/** A length in pixels: schema.org's `width` and `height` take a QuantitativeValue (E37 is UN/CEFACT's code for the pixel), not a bare number. */
const pixelsLd = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'E37' });

/** An item's photo in JSON-LD: its URL, or an ImageObject when its licence or credit is known. */
const itemImageLd = (site: SiteUrls, photo: { url: string } & PhotoRights) =>
  photo.licence === null && photo.credit === null
    ? absolute(site, photo.url)
    : { '@type': 'ImageObject', contentUrl: absolute(site, photo.url), ...photoRightsLd(photo) };

/**
 * schema.org's OfferItemCondition for each condition (valid on a Product too). Its four values
 * are coarser than a collector's six, so the exact word is also an `additionalProperty`: unused is
 * new, the three grades of wear are used, poor and excavated (a relic from the ground) are damaged.
 */
const ITEM_CONDITION_LD: Readonly<Record<ItemCondition, string>> = {
  'не использовалось': 'https://schema.org/NewCondition',
  отличное: 'https://schema.org/UsedCondition',
  хорошее: 'https://schema.org/UsedCondition',
  удовлетворительное: 'https://schema.org/UsedCondition',
  плохое: 'https://schema.org/DamagedCondition',
  раскопочное: 'https://schema.org/DamagedCondition',
};

/**
 * The recorded fields in JSON-LD: schema.org has no property for an inscription or a provenance,
 * so each filled one is a PropertyValue of `additionalProperty` under its name in the page's language
 * (ADR 052); a choice (the condition) is named in that language too, as the summary names it.
 */
const recordedLd = (locale: Locale, labels: ItemFieldLabels, item: Readonly<Record<RecordedFieldKey, string | null>>) =>
  RECORDED_KEYS.flatMap((key) => {
    const value = item[key];
    if (!value) return [];
    const shown = (RECORDED_FIELDS[key] as FieldDescription).kind === 'choice' ? conditionName(locale, value) : value;
    return [{ '@type': 'PropertyValue', name: labels[key], value: shown }];
  });

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
    manufacturer: { id: number; name: string } | null;
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
      '@id': url,
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
      photo: photo ? summaryPicture(photo, name, SUMMARY_SIZES.itemCard, false) : null,
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
    ...fact(t.factManufacturer, product.manufacturer?.name),
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
  const name = detailTitleIn(site.locale, detail);
  const { t } = site;
  const facts = [
    ...fact(t.factYear, detail.year),
    ...fact(t.factNumber, detail.number),
    ...fact(t.factType, detail.type.name),
    ...fact(t.factManufacturer, detail.manufacturer?.name),
    ...fact(t.factItem, detail.product?.name),
  ];
  const partOf = detail.product
    ? {
        isAccessoryOrSparePartFor: itemRefLd(site, `/products/${detail.product.id}`, detail.product.name),
      }
    : {};
  return itemPage(site, `/details/${detail.id}`, name, detail, facts, { category: detail.type.name, ...partOf }, catalogueStep(site));
}

/**
 * The summary's `<img>` (which browsers download before the script replaces it): a derived JPEG
 * display size when there is one, not the original of several MB; the original until derived.
 */
export const summaryPhotoUrl = (photo: { url: string; image: PhotoImageDto }): string => displayJpeg(photo.image)?.url ?? photo.url;

/** The summary's photo with the sizes the web draws it at on this page (summary-picture.ts). */
const summaryPicture = (photo: { url: string; image: PhotoImageDto }, alt: string, sizes: string, priority: boolean): SummaryPicture => ({
  url: summaryPhotoUrl(photo),
  alt,
  image: photo.image,
  sizes,
  priority,
});

export function photoHead(site: SiteUrls, photo: PhotoDto): PageHead {
  const { t } = site;
  const name = site.pages.photoTitle(photo.id);
  const url = pageUrl(site, `/photos/${photo.id}`);
  const alt = photo.description || photo.name;
  // The items it shows by their English names on English pages, where they have one (ADR 064).
  const named = (item: { nameEn: string | null }, entered: string) => (site.locale === 'en' && item.nameEn) || entered;
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
      '@id': url,
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

export function manufacturerHead(site: SiteUrls, maker: ManufacturerDto): PageHead {
  const { t } = site;
  const url = pageUrl(site, `/manufacturers/${maker.id}`);
  const facts = [...fact(t.factShortName, maker.shortName), ...fact(t.factCountry, maker.country), ...fact(t.factYears, maker.period)];
  return {
    status: 200,
    locale: site.locale,
    alternates: alternatesOf(site.publicUrl, `/manufacturers/${maker.id}`),
    title: pageTitleIn(site.locale, maker.name),
    description: describe(facts, maker.description),
    canonicalUrl: url,
    ogType: 'profile',
    image: site.siteImage,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': url,
      url,
      name: maker.name,
      identifier: String(maker.id),
      alternateName: maker.shortName ?? undefined,
      location: maker.country ?? undefined,
      description: maker.description ? htmlToText(maker.description) : undefined,
      sameAs: maker.url ?? undefined,
    },
    summary: { heading: maker.name, facts, text: plainTextExcerpt(maker.description, SUMMARY_TEXT_MAX), photo: null },
  };
}

/** A stamp's page (ADR 061): kind, maker and years as facts, its first image as the preview. */
export function stampHead(site: SiteUrls, stamp: StampPageDto): PageHead {
  const { t, locale } = site;
  const url = pageUrl(site, `/stamps/${stamp.id}`);
  const photo = stamp.images[0]?.photo;
  const facts = [
    ...fact(t.factKind, STAMP_KIND_LABELS[locale][stamp.kind]),
    ...fact(t.factManufacturer, stamp.manufacturer?.name),
    ...fact(t.factYears, stampYearsText(locale, stamp.yearFrom, stamp.yearTo)),
    ...fact(t.factBearing, stamp.bearing.products + stamp.bearing.details),
  ];
  return {
    status: 200,
    locale,
    alternates: alternatesOf(site.publicUrl, `/stamps/${stamp.id}`),
    title: pageTitleIn(locale, stamp.name),
    description: describe(facts, stamp.description),
    canonicalUrl: url,
    ogType: 'article',
    image: photo ? photoPreview((path) => absolute(site, path), photo, stamp.name) : site.siteImage,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'DefinedTerm',
      '@id': url,
      url,
      name: stamp.name,
      identifier: String(stamp.id),
      termCode: stamp.kind,
      description: stamp.description ? htmlToText(stamp.description) : undefined,
      image: stamp.images.map((image) => itemImageLd(site, image.photo)),
    },
    summary: {
      heading: stamp.name,
      facts,
      text: plainTextExcerpt(stamp.description, SUMMARY_TEXT_MAX),
      photo: photo ? summaryPicture(photo, stamp.name, SUMMARY_SIZES.stamp, true) : null,
    },
  };
}
