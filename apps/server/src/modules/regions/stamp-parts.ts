import type { RegionPartDto } from '@museum/contract';

/** A detail bearing a stamp, as `struckOn` reads it. */
export interface StampBearer {
  id: number;
  productId: number | null;
  name: string | null;
  number: string | null;
  typeName: string;
}

/** What some photos show: their items' links and published regions, by photo. */
export interface PhotosShow {
  detailLinks: { photoId: number; itemId: number }[];
  productLinks: { photoId: number; itemId: number }[];
  regions: { photoId: number; detailId: number | null; productId: number | null; x: number; y: number; width: number; height: number }[];
}

type Rectangle = { x: number; y: number; width: number; height: number };

const overlaps = (a: Rectangle, b: Rectangle) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A detail's title as regions name it: its name (else its type's), with its number. */
export function detailTitle(d: { name: string | null; number: string | null; typeName: string | null }): string {
  const name = d.name ?? d.typeName ?? '';
  return d.number ? `${name} № ${d.number}`.trim() : name;
}

/**
 * The parts a stamp marked on a photo is struck on («где на пулемёте выбито», issue 51 point 3):
 * of the details bearing the stamp, those the photo shows, the nearest evidence first: a published
 * region of the detail overlapping the stamp's; else the detail linked to the photo or marked on
 * it; else a detail of a gun the photo shows. Several at one level are all named; none, nothing.
 */
export function struckOn(region: Rectangle & { photoId: number }, bearers: readonly StampBearer[], shown: PhotosShow): RegionPartDto[] {
  const onPhoto = shown.regions.filter((r) => r.photoId === region.photoId);
  const linked = (links: PhotosShow['detailLinks'], id: number | null) =>
    links.some((link) => link.photoId === region.photoId && link.itemId === id);
  const levels = [
    bearers.filter((d) => onPhoto.some((r) => r.detailId === d.id && overlaps(r, region))),
    bearers.filter((d) => linked(shown.detailLinks, d.id) || onPhoto.some((r) => r.detailId === d.id)),
    bearers.filter(
      (d) => d.productId !== null && (linked(shown.productLinks, d.productId) || onPhoto.some((r) => r.productId === d.productId)),
    ),
  ];
  return (levels.find((level) => level.length > 0) ?? []).map((d) => ({ id: d.id, title: detailTitle(d), type: d.typeName }));
}
