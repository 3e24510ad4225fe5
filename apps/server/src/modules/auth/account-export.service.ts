import { type ChangeRequestDto, PAGE_SIZE_MAX } from '@museum/contract';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Unauthorized } from '../../lib/errors';
import { type ZipFile, zipOf } from '../../lib/zip-writer';
import type { CollectionService } from '../collection/collection.service';
import type { CollectionPhotosService } from '../collection/collection-photos.service';
import type { WantedService } from '../collection/wanted.service';
import type { WriteLimitsService } from '../limits/write-limits.service';
import type { ModerationService } from '../moderation/moderation.service';
import type { UsersRepository } from '../users/users.repository';
import type { AccountExportRepository } from './account-export.repository';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * `GET /api/auth/me/export` (issue 54): everything the caller's account holds, as a ZIP of JSON
 * files: the profile, the private collection in full with its photos' originals, the want list and
 * the public contributions.
 * Every part is read under the caller's own id, so no one else's data can be in it. An export
 * counts against the account's hourly budget of exports (`ACCOUNT_EXPORTS_PER_HOUR`), as the
 * catalogue's does.
 */
export function createAccountExportService(deps: {
  users: Pick<UsersRepository, 'findById'>;
  collection: Pick<CollectionService, 'everything'>;
  wanted: Pick<WantedService, 'list'>;
  collectionPhotos: Pick<CollectionPhotosService, 'exportFiles'>;
  moderation: Pick<ModerationService, 'mine'>;
  contributions: AccountExportRepository;
  limits: Pick<WriteLimitsService, 'exportStart'>;
  clock: Clock;
}) {
  async function changeRequestsOf(actor: Actor): Promise<ChangeRequestDto[]> {
    const all: ChangeRequestDto[] = [];
    for (let page = 0; ; page++) {
      const { content } = await deps.moderation.mine(actor, { status: 'ALL', page, size: PAGE_SIZE_MAX });
      all.push(...content);
      if (content.length < PAGE_SIZE_MAX) return all;
    }
  }

  return {
    async file(actor: Actor | null): Promise<{ fileName: string; bytes: Buffer }> {
      const user = actor && (await deps.users.findById(actor.userId));
      if (!actor || !user) throw new Unauthorized();
      await deps.limits.exportStart(actor);
      const now = deps.clock.now();
      const [collection, wanted, changeRequests, items, photos] = await Promise.all([
        deps.collection.everything(actor),
        deps.wanted.list(actor),
        changeRequestsOf(actor),
        deps.contributions.itemsBy(user.id),
        deps.contributions.photosBy(user.id),
      ]);
      const profile = {
        username: user.username,
        email: user.email,
        role: user.role,
        language: user.language,
        createdAt: user.createdAt.toISOString(),
        emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
        secondFactor: user.totpEnabledAt !== null,
        wantedMail: user.wantedMail,
        exportedAt: now.toISOString(),
      };
      const files: ZipFile[] = [
        { name: 'profile.json', data: json(profile) },
        { name: 'collection.json', data: json(collection) },
        { name: 'wanted.json', data: json(wanted) },
        { name: 'contributions.json', data: json({ changeRequests, ...items, photos }) },
        // The private photos' originals, as `photos/{record}/{photo}.{ext}` (each record's `photos` names them).
        ...(await deps.collectionPhotos.exportFiles(actor)),
      ];
      return { fileName: `account-export-${now.toISOString().slice(0, 10)}.zip`, bytes: zipOf(files, now) };
    },
  };
}
export type AccountExportService = ReturnType<typeof createAccountExportService>;
