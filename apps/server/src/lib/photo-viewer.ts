import { type Actor, hasRole } from './actor';

/** Who looks at photos: unpublished ones are shown only to their uploader and to moderators. */
export type PhotoViewer = { userId: number; moderator: boolean } | null;

export const photoViewerOf = (actor: Actor | null): PhotoViewer =>
  actor ? { userId: actor.userId, moderator: hasRole(actor, 'MODERATOR') } : null;
