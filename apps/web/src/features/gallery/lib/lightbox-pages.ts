/** A photo the lightbox shows, with the gallery page it is on. */
export type PagedPhoto<P> = { photo: P; page: number };

/**
 * What the lightbox gets: the photos of the open page, with the last photo of the page before
 * and the first of the page after when those exist. Stepping onto a neighbour moves the gallery
 * to its page, so next and previous go on through every page instead of wrapping within one;
 * at the very first and last photo of a gallery of several pages the viewer stops (`wrap`).
 */
export function lightboxPhotos<P>(page: number, photos: P[], before: P | undefined, after: P | undefined): PagedPhoto<P>[] {
  return [
    ...(before === undefined ? [] : [{ photo: before, page: page - 1 }]),
    ...photos.map((photo) => ({ photo, page })),
    ...(after === undefined ? [] : [{ photo: after, page: page + 1 }]),
  ];
}
