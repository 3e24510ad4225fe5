import { type SQL, sql } from 'drizzle-orm';
import { type Actor, hasRole } from '../../lib/actor';

/** Who looks at photos: unpublished ones are shown only to their uploader and to moderators. */
export type PhotoViewer = { userId: number; moderator: boolean } | null;

export const photoViewerOf = (actor: Actor | null): PhotoViewer =>
  actor ? { userId: actor.userId, moderator: hasRole(actor, 'MODERATOR') } : null;

/** The SQL condition on a `photos` alias that hides what the viewer may not see. */
export function visiblePhotoSql(alias: string, viewer: PhotoViewer): SQL {
  const p = sql.raw(alias);
  if (!viewer) return sql`${p}.published`;
  if (viewer.moderator) return sql`true`;
  return sql`(${p}.published or ${p}.uploaded_by = ${viewer.userId})`;
}
