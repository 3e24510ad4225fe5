import {
  type CollectionItemDto,
  PRIVATE_FIELD_KEYS,
  type PrivateFieldKey,
  type ShareDto,
  type SharedDossierDto,
  type ShareStateDto,
  type ShareWrite,
} from '@museum/contract';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { NotFound } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { Text } from '../../texts';
import { requireRole } from '../catalogue/write-context';
import { sharedPhoto } from './collection-photo-files';
import type { ShareRepository } from './share.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What `newToken` makes: 32 random bytes, base64url, 256 bits in 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const NOT_FOUND: Text = (t) => t.collectionItemNotFound;
const SHARE_NOT_FOUND: Text = (t) => t.sharedDossierNotFound;

const isPrivateKey = (key: string): key is PrivateFieldKey => (PRIVATE_FIELD_KEYS as readonly string[]).includes(key);

/** The web page a share link opens (under /collection, which robots.txt keeps crawlers out of). */
export const sharedDossierPath = (token: string) => `/collection/shared/${token}`;

/**
 * What a share link shows of a record: its catalogue fields and evidence, the catalogue gun it
 * belongs to (an own gun is the owner's business) and only the chosen private fields.
 */
export function toSharedDossier(item: CollectionItemDto, fields: readonly string[], expiresAt: Date, token: string): SharedDossierDto {
  const {
    id: _id,
    numberCheck: _check,
    createdAt: _created,
    updatedAt: _updated,
    acquiredFrom,
    acquiredOn,
    price,
    currency,
    keptAt,
    insuredValue,
    notes,
    partOf,
    photos,
    ...shown
  } = item;
  const own = { acquiredFrom, acquiredOn, price, currency, keptAt, insuredValue, notes };
  const chosen = Object.fromEntries(fields.filter(isPrivateKey).map((key) => [key, own[key]]));
  return {
    ...shown,
    partOf: partOf?.kind === 'product' ? partOf : null,
    // Its photos' files under the link, which opens them while it lives.
    photos: photos.map((photo) => sharedPhoto(photo, token)),
    ...chosen,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Share links to an own record's dossier (issue 54, ADR 089): the owner makes one (a new one
 * replaces the old) and revokes it; anyone with a live link reads that one dossier. The token is
 * shown once and kept only as its hash; an unknown, revoked or expired link is the same 404.
 */
export function createShareService(deps: {
  shares: ShareRepository;
  /** The owner's record as the owner reads it (the collection service's read). */
  recordOf: (ownerId: number, id: number) => Promise<CollectionItemDto>;
  clock: Clock;
  publicUrl: string;
}) {
  const { shares, clock } = deps;

  async function liveLink(token: string) {
    const link = TOKEN.test(token) ? await shares.live(hashToken(token), clock.now()) : undefined;
    if (!link) throw new NotFound(SHARE_NOT_FOUND);
    return link;
  }

  return {
    async share(actor: Actor | null, id: number, input: ShareWrite): Promise<ShareDto> {
      requireRole(actor, 'USER');
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + input.days * DAY_MS);
      if (!(await shares.replace(actor.userId, id, { tokenHash: hashToken(token), fields: input.fields, expiresAt }, now))) {
        throw new NotFound(NOT_FOUND);
      }
      return { url: `${deps.publicUrl}${sharedDossierPath(token)}`, expiresAt: expiresAt.toISOString(), fields: input.fields };
    },

    /** The record's live link as its owner sees it, without the link; another's record is not found. */
    async state(actor: Actor | null, id: number): Promise<ShareStateDto> {
      requireRole(actor, 'USER');
      if (!(await shares.owns(actor.userId, id))) throw new NotFound(NOT_FOUND);
      const live = await shares.liveOf(actor.userId, id, clock.now());
      return {
        live: live
          ? { createdAt: live.createdAt.toISOString(), expiresAt: live.expiresAt.toISOString(), fields: live.fields.filter(isPrivateKey) }
          : null,
      };
    },

    /** Revokes the record's link: at once, whoever holds it gets the 404 of an unknown link. */
    async unshare(actor: Actor | null, id: number): Promise<void> {
      requireRole(actor, 'USER');
      // No link to revoke is fine for the owner; another's record is not found, as everywhere.
      if (!(await shares.remove(actor.userId, id)) && !(await shares.owns(actor.userId, id))) throw new NotFound(NOT_FOUND);
    },

    async shared(token: string): Promise<SharedDossierDto> {
      const link = await liveLink(token);
      return toSharedDossier(await deps.recordOf(link.ownerId, link.itemId), link.fields, link.expiresAt, token);
    },

    /** The live link a token opens (its record and owner), for the files under it; else the 404 of an unknown link. */
    async link(token: string) {
      const { ownerId, itemId } = await liveLink(token);
      return { token, ownerId, itemId };
    },
  };
}
export type ShareService = ReturnType<typeof createShareService>;
