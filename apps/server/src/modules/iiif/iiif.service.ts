import type { IiifManifestDto, IiifManifestParams } from '@museum/contract';
import { NotFound } from '../../lib/errors';
import { TILES_FOLDER } from '../../lib/photo-derivatives';
import { type PhotoStorage, tilesBase } from '../../lib/storage';
import type { DetailsService } from '../details/details.service';
import type { ProductsService } from '../products/products.service';
import { buildManifest } from './iiif-manifest';

/** A stored photo's name: the only folder names the tile routes may read. */
export const STORED_NAME = /^[0-9a-z_-]{1,64}$/i;

/**
 * IIIF for museum viewers: a manifest per item (what an anonymous visitor sees: unpublished photos
 * are not listed) and the `info.json` of each photo's level 0 tiles.
 */
export function createIiifService(deps: {
  products: ProductsService;
  details: DetailsService;
  storage: PhotoStorage;
  publicUrl: string;
  /** STORAGE_PUBLIC_URL: viewers then fetch a published photo's tiles straight from it. */
  storagePublicUrl?: string | null;
}) {
  const { products, details, storage, publicUrl } = deps;
  const tilesAt = (name: string, published: boolean) =>
    deps.storagePublicUrl && published
      ? `${deps.storagePublicUrl}/${storage.derivedPath(name, TILES_FOLDER)}`
      : `${publicUrl}${tilesBase(name)}`;
  return {
    async manifest({ kind, id }: IiifManifestParams): Promise<IiifManifestDto> {
      if (kind === 'products') {
        const product = await products.get(null, id);
        const label = [product.name, product.number ? `№ ${product.number}` : null, product.year ? `${product.year} г.` : null];
        return buildManifest({ kind, id, label: label.filter(Boolean).join(', '), summary: null, photos: product.photos }, publicUrl);
      }
      const detail = await details.get(null, id);
      const label = [
        detail.name ?? detail.type.name,
        detail.number ? `№ ${detail.number}` : null,
        detail.year ? `${detail.year} г.` : null,
      ];
      return buildManifest(
        { kind, id, label: label.filter(Boolean).join(', '), summary: detail.type.name, photos: detail.photos },
        publicUrl,
      );
    },

    /**
     * A photo's `info.json` with its id set to where its tiles are served: this site's address, or
     * STORAGE_PUBLIC_URL's for a published photo (the files are made without knowing either, and
     * both may change). The caller has checked that `name` may be shown (ADR 048).
     */
    async imageInfo(name: string, published: boolean): Promise<Record<string, unknown>> {
      if (!STORED_NAME.test(name)) throw new NotFound((t) => t.imageNotFound);
      const text = await storage.readDerived(name, `${TILES_FOLDER}/info.json`).catch(() => null);
      if (text === null) throw new NotFound((t) => t.imageNotFound);
      return { ...(JSON.parse(text.toString('utf8')) as Record<string, unknown>), id: tilesAt(name, published) };
    },

    /** The tile file a path under `/iiif/images/{name}/` names, relative to the uploads folder; null for anything else. */
    tilePath(name: string, rest: string): string | null {
      if (!STORED_NAME.test(name) || !/^[0-9a-z,!.^:_/-]+$/i.test(rest) || rest.split('/').some((part) => part === '..' || part === '.')) {
        return null;
      }
      return storage.derivedPath(name, `${TILES_FOLDER}/${rest}`);
    },
  };
}
export type IiifService = ReturnType<typeof createIiifService>;
