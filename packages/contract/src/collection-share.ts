import { z } from 'zod';
import { CollectionItemDto, PRIVATE_FIELD_KEYS, type PrivateFieldKey, privateDtoShape } from './collection';
import { says } from './locale';

/** How long a share link lives when the owner names no other time, and the longest they may pick. */
export const SHARE_DAYS_DEFAULT = 30;
export const SHARE_DAYS_MAX = 365;

/**
 * `POST /api/collection/items/{id}/share` (issue 54, ADR 089): which private fields the shared
 * dossier shows (none unless named) and for how many days the link opens it.
 */
export const ShareWrite = z.object({
  fields: z
    .array(z.enum(PRIVATE_FIELD_KEYS as [PrivateFieldKey, ...PrivateFieldKey[]]))
    .max(PRIVATE_FIELD_KEYS.length)
    .default([])
    .transform((keys) => [...new Set(keys)]),
  days: z
    .number(says({ ru: 'Срок: число дней', en: 'Expiry: a number of days' }))
    .int(says({ ru: 'Срок: целое число дней', en: 'Expiry: a whole number of days' }))
    .min(1, says({ ru: 'Срок: не меньше дня', en: 'Expiry: at least a day' }))
    .max(SHARE_DAYS_MAX, says({ ru: `Срок: не больше ${SHARE_DAYS_MAX} дней`, en: `Expiry: at most ${SHARE_DAYS_MAX} days` }))
    .default(SHARE_DAYS_DEFAULT),
});
export type ShareWrite = z.infer<typeof ShareWrite>;
export type ShareWriteInput = z.input<typeof ShareWrite>;

/** The link, shown once: only its hash is kept, so a lost link is replaced by a new share. */
export const ShareDto = z.object({
  url: z.string(),
  expiresAt: z.string(),
  fields: z.array(z.enum(PRIVATE_FIELD_KEYS as [PrivateFieldKey, ...PrivateFieldKey[]])),
});
export type ShareDto = z.infer<typeof ShareDto>;

/**
 * `GET /api/collection/items/{id}/share`: whether the record has a live link, to its owner, and
 * what it shows until when; never the link itself (only its hash is kept). `null` when none is live.
 */
export const ShareStateDto = z.object({
  live: z
    .object({
      createdAt: z.string(),
      expiresAt: z.string(),
      fields: z.array(z.enum(PRIVATE_FIELD_KEYS as [PrivateFieldKey, ...PrivateFieldKey[]])),
    })
    .nullable(),
});
export type ShareStateDto = z.infer<typeof ShareStateDto>;

/** `GET /api/collection/shared/{token}`: the link's token as it came (an unknown shape is simply not found). */
export const ShareTokenParams = z.object({ token: z.string().max(200) });

/**
 * What a share link opens: the record's catalogue fields, its stamps and dating, the catalogue gun
 * it belongs to, and only the private fields the owner chose (absent, not null, when not chosen).
 * No owner, no record id, no own records it names (the number check lists the owner's other parts).
 */
export const SharedDossierDto = CollectionItemDto.omit({
  id: true,
  numberCheck: true,
  createdAt: true,
  updatedAt: true,
  acquiredFrom: true,
  acquiredOn: true,
  price: true,
  currency: true,
  keptAt: true,
  insuredValue: true,
  notes: true,
}).extend({
  ...z.object(privateDtoShape).partial().shape,
  expiresAt: z.string(),
});
export type SharedDossierDto = z.infer<typeof SharedDossierDto>;
