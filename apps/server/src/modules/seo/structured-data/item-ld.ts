import {
  conditionName,
  type FieldDescription,
  type ItemCondition,
  type ItemFieldLabels,
  type Locale,
  type NamedRefDto,
  nameIn,
  PHOTO_LICENCE_LABELS,
  PHOTO_LICENCE_URLS,
  type PhotoRights,
  RECORDED_FIELDS,
  RECORDED_KEYS,
  type RecordedFieldKey,
} from '@museum/contract';
import { absolute, entityId, pageUrl, type SiteUrls } from '../site-urls';

/** The JSON-LD pieces of an item's, a photo's and a stamp's page (ADR 062): makers, other items, images, rights, recorded fields. */

export const makerLd = (site: SiteUrls, maker: NamedRefDto | null) =>
  maker ? { '@type': 'Organization', name: nameIn(site.locale, maker), url: pageUrl(site, `/manufacturers/${maker.id}`) } : undefined;

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
export const itemRefLd = (site: SiteUrls, path: string, name: string) => {
  const url = pageUrl(site, path);
  return { '@type': 'IndividualProduct', '@id': entityId(site, path), name, url };
};

/** A length in pixels: schema.org's `width` and `height` take a QuantitativeValue (E37 is UN/CEFACT's code for the pixel), not a bare number. */
export const pixelsLd = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'E37' });

/** An item's photo in JSON-LD: its URL, or an ImageObject when its licence or credit is known. */
export const itemImageLd = (site: SiteUrls, photo: { url: string } & PhotoRights) =>
  photo.licence === null && photo.credit === null
    ? absolute(site, photo.url)
    : { '@type': 'ImageObject', contentUrl: absolute(site, photo.url), ...photoRightsLd(photo) };

/**
 * schema.org's OfferItemCondition for each condition (valid on a Product too). Its four values
 * are coarser than a collector's six, so the exact word is also an `additionalProperty`: unused is
 * new, the three grades of wear are used, poor and excavated (a relic from the ground) are damaged.
 */
export const ITEM_CONDITION_LD: Readonly<Record<ItemCondition, string>> = {
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
export const recordedLd = (locale: Locale, labels: ItemFieldLabels, item: Readonly<Record<RecordedFieldKey, string | null>>) =>
  RECORDED_KEYS.flatMap((key) => {
    const value = item[key];
    if (!value) return [];
    const shown = (RECORDED_FIELDS[key] as FieldDescription).kind === 'choice' ? conditionName(locale, value) : value;
    return [{ '@type': 'PropertyValue', name: labels[key], value: shown }];
  });
