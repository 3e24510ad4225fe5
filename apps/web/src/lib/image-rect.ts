import type { ReactNode } from 'react';

/** A rectangle in a photo's original pixels: a region's place, a drawn outline, a place to zoom to. */
export type ImageRect = { x: number; y: number; width: number; height: number };

/** A rectangle outlined over a photo in the viewer, with what its label shows (a link to what it marks). */
export type ViewerMark = {
  key: number | string;
  rect: ImageRect;
  label: ReactNode;
  /** `pending`: not yet published; `draft`: being drawn; `active`: the one the page points at. */
  tone?: 'pending' | 'draft' | 'active';
};
