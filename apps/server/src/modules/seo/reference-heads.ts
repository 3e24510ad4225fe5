import { type ManufacturerDto, nameIn, pageTitleIn, STAMP_KIND_LABELS, type StampPageDto, stampYearsText } from '@museum/contract';
import { htmlToText, plainTextExcerpt } from '../../lib/text';
import { describe, fact, SUMMARY_TEXT_MAX } from './head-facts';
import type { PageHead } from './page-head';
import { photoPreview } from './preview-image';
import { absolute, alternatesOf, entityId, pageUrl, type SiteUrls } from './site-urls';
import { itemImageLd } from './structured-data/item-ld';
import { SUMMARY_SIZES, summaryPicture } from './summary-picture';

/** The heads of the reference pages: a maker's and a stamp's (ADR 061, 082). */

export function manufacturerHead(site: SiteUrls, maker: ManufacturerDto): PageHead {
  const { t } = site;
  const name = nameIn(site.locale, maker);
  const url = pageUrl(site, `/manufacturers/${maker.id}`);
  const facts = [...fact(t.factShortName, maker.shortName), ...fact(t.factCountry, maker.country), ...fact(t.factYears, maker.period)];
  return {
    status: 200,
    locale: site.locale,
    alternates: alternatesOf(site.publicUrl, `/manufacturers/${maker.id}`),
    title: pageTitleIn(site.locale, name),
    description: describe(facts, maker.description),
    canonicalUrl: url,
    ogType: 'profile',
    image: site.siteImage,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': entityId(site, `/manufacturers/${maker.id}`),
      url,
      name,
      identifier: String(maker.id),
      alternateName: maker.shortName ?? undefined,
      location: maker.country ?? undefined,
      description: maker.description ? htmlToText(maker.description) : undefined,
      sameAs: maker.url ?? undefined,
    },
    summary: { heading: name, facts, text: plainTextExcerpt(maker.description, SUMMARY_TEXT_MAX), photo: null },
  };
}

/** A stamp's page (ADR 061): kind, maker and years as facts, its first image as the preview. */
export function stampHead(site: SiteUrls, stamp: StampPageDto): PageHead {
  const { t, locale } = site;
  const name = nameIn(locale, stamp);
  const url = pageUrl(site, `/stamps/${stamp.id}`);
  const photo = stamp.images[0]?.photo;
  const facts = [
    ...fact(t.factKind, STAMP_KIND_LABELS[locale][stamp.kind]),
    ...fact(t.factManufacturer, stamp.manufacturer && nameIn(locale, stamp.manufacturer)),
    ...fact(t.factYears, stampYearsText(locale, stamp.yearFrom, stamp.yearTo)),
    ...fact(t.factBearing, stamp.bearing.products + stamp.bearing.details),
  ];
  return {
    status: 200,
    locale,
    alternates: alternatesOf(site.publicUrl, `/stamps/${stamp.id}`),
    title: pageTitleIn(locale, name),
    description: describe(facts, stamp.description),
    canonicalUrl: url,
    ogType: 'article',
    image: photo ? photoPreview((path) => absolute(site, path), photo, name) : site.siteImage,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'DefinedTerm',
      '@id': entityId(site, `/stamps/${stamp.id}`),
      url,
      name,
      identifier: String(stamp.id),
      termCode: stamp.kind,
      description: stamp.description ? htmlToText(stamp.description) : undefined,
      image: stamp.images.map((image) => itemImageLd(site, image.photo)),
    },
    summary: {
      heading: name,
      facts,
      text: plainTextExcerpt(stamp.description, SUMMARY_TEXT_MAX),
      photo: photo ? summaryPicture(photo, name, SUMMARY_SIZES.stamp, true) : null,
    },
  };
}
