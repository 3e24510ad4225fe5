import { z } from 'zod';
import {
  PHOTO_CREDIT_MAX,
  PHOTO_LICENCE_LABELS,
  PHOTO_LICENCE_TEXTS,
  PHOTO_LICENCE_UNKNOWN_LABEL,
  PHOTO_LICENCE_URLS,
  PHOTO_LICENCES,
  type PhotoLicenceTexts,
} from './constants';
import { says } from './locale';

export {
  PHOTO_CREDIT_MAX,
  PHOTO_LICENCE_LABELS,
  PHOTO_LICENCE_TEXTS,
  PHOTO_LICENCE_UNKNOWN_LABEL,
  PHOTO_LICENCE_URLS,
  PHOTO_LICENCES,
  type PhotoLicenceTexts,
};

export const PhotoLicence = z.enum(PHOTO_LICENCES);
export type PhotoLicence = z.infer<typeof PhotoLicence>;

/** Who made a photo and under which licence it may be reused; null: unknown. */
export const PhotoRights = z.object({
  /** Author or credit line, as it should be printed under the photo. */
  credit: z.string().nullable(),
  licence: PhotoLicence.nullable(),
});
export type PhotoRights = z.infer<typeof PhotoRights>;

/** A credit as typed: trimmed, empty means none. */
const CreditInput = z
  .string()
  .max(
    PHOTO_CREDIT_MAX,
    says({ ru: `Автор: не длиннее ${PHOTO_CREDIT_MAX} символов`, en: `Author: at most ${PHOTO_CREDIT_MAX} characters long` }),
  )
  .transform((value) => value.replaceAll('\u0000', '').trim() || null)
  .nullable();
/** A licence as sent: one of the list, or empty / null for «unknown». */
const LicenceInput = z
  .union(
    [PhotoLicence, z.literal('').transform(() => null)],
    says({
      ru: 'Лицензия: CC0, CC-BY-4.0, CC-BY-SA-4.0 или ALL_RIGHTS_RESERVED',
      en: 'Licence: CC0, CC-BY-4.0, CC-BY-SA-4.0 or ALL_RIGHTS_RESERVED',
    }),
  )
  .nullable();

/**
 * The multipart fields `credit` and `licence` beside `file` in `POST /photos` (both optional),
 * and the body of `PATCH /photos/{id}` (moderators): a field left out keeps its value.
 */
export const PhotoRightsWrite = z.object({ credit: CreditInput.optional(), licence: LicenceInput.optional() });
export type PhotoRightsWrite = z.input<typeof PhotoRightsWrite>;
export type PhotoRightsPatch = z.output<typeof PhotoRightsWrite>;
