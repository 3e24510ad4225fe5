import type {
  IiifCollectionDto,
  IiifImageInfoDto,
  IiifManifestDto,
  IiifManifestParams,
  PhotoDto,
  RegionCropDto,
  RegionTargetKind,
} from '@museum/contract';
import { NotFound } from '../../lib/errors';
import { TILES_FOLDER } from '../../lib/photo-derivatives';
import { type PhotoStorage, tilesBase } from '../../lib/storage';
import { plainTextExcerpt } from '../../lib/text';
import type { DetailsService } from '../details/details.service';
import type { ProductsService } from '../products/products.service';
import type { StampReads } from '../stamps/stamp-reads';
import type { IiifRepository } from './iiif.repository';
import { buildCollection, buildCollectionPage, itemLabel, pageCount } from './iiif-collection';
import { buildManifest, type ManifestRegion, type ManifestSource } from './iiif-manifest';
import { type StoredImageInfo, wholeImageAnswer, wholeImageSizes } from './image-sizes';
import { itemMetadata, stampMetadata } from './manifest-metadata';

/** Longest manifest summary: viewers show it beside the picture. */
const SUMMARY_MAX = 1000;

/** Manifests per page of the catalogue's IIIF Collection: a page stays a few hundred KB. */
export const IIIF_COLLECTION_PAGE_SIZE = 1000;

/** A stored photo's name: the only folder names the tile routes may read. */
export const STORED_NAME = /^[0-9a-z_-]{1,64}$/i;

/**
 * IIIF for museum viewers: a manifest per item (what an anonymous visitor sees: unpublished photos
 * are not listed) and the `info.json` of each photo's level 0 tiles.
 */
export function createIiifService(deps: {
  items: IiifRepository;
  /** The photos' published regions, as annotations (ADR 059). */
  regionsOf: (photoIds: readonly number[]) => Promise<ManifestRegion[]>;
  /** Manifests per page of the catalogue's collection. */
  collectionPageSize: number;
  /** The published regions showing an item (their photos join its manifest, issue 51). */
  regionsShowing: (query: { kind: RegionTargetKind; id: number }) => Promise<RegionCropDto[]>;
  /** A photo as an anonymous visitor sees it: a NotFound for one not published. */
  photo: (id: number) => Promise<PhotoDto>;
  products: ProductsService;
  details: DetailsService;
  stamps: Pick<StampReads, 'page'>;
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
  /** The photo's stored `info.json` (libvips'), null when it has none. */
  async function storedInfo(name: string): Promise<(StoredImageInfo & Record<string, unknown>) | null> {
    if (!STORED_NAME.test(name)) return null;
    const text = await storage.readDerived(name, `${TILES_FOLDER}/info.json`).catch(() => null);
    return text === null ? null : (JSON.parse(text.toString('utf8')) as StoredImageInfo & Record<string, unknown>);
  }
  /**
   * The item's own photos, then the published photos where a published region marks it (issue 51),
   * each once, with every published region of those photos as their canvases' annotations.
   */
  async function withMarked(
    target: { kind: RegionTargetKind; id: number },
    source: Omit<ManifestSource, 'photos' | 'regions'>,
    own: ManifestSource['photos'],
  ): Promise<IiifManifestDto> {
    const ownIds = new Set(own.map((photo) => photo.id));
    const markedIds = [...new Set((await deps.regionsShowing(target)).map((region) => region.photoId))].filter((pid) => !ownIds.has(pid));
    const marked = await Promise.all(
      markedIds.map((pid) => deps.photo(pid).catch((error: unknown) => (error instanceof NotFound ? null : Promise.reject(error)))),
    );
    const photos = [...own, ...marked.filter((photo): photo is PhotoDto => photo !== null)];
    return buildManifest({ ...source, photos, regions: await deps.regionsOf(photos.map((photo) => photo.id)) }, publicUrl);
  }

  return {
    async manifest({ kind, id }: IiifManifestParams): Promise<IiifManifestDto> {
      if (kind === 'products') {
        const product = await products.get(null, id);
        const source = {
          kind,
          id,
          label: itemLabel(product),
          summary: plainTextExcerpt(product.description, SUMMARY_MAX),
          metadata: itemMetadata(kind, product),
        };
        return withMarked({ kind: 'product', id }, source, product.photos);
      }
      if (kind === 'stamps') {
        const stamp = await deps.stamps.page(null, id);
        const source = {
          kind,
          id,
          label: stamp.name,
          summary: plainTextExcerpt(stamp.description, SUMMARY_MAX),
          metadata: stampMetadata(stamp),
        };
        return withMarked(
          { kind: 'stamp', id },
          source,
          stamp.images.map(({ photo }) => photo),
        );
      }
      const detail = await details.get(null, id);
      const source = {
        kind,
        id,
        label: itemLabel({ ...detail, name: detail.name ?? detail.type.name }),
        summary: plainTextExcerpt(detail.description, SUMMARY_MAX) ?? detail.type.name,
        metadata: itemMetadata(kind, detail),
      };
      return withMarked({ kind: 'detail', id }, source, detail.photos);
    },

    /**
     * The catalogue's IIIF Collection: its items' manifests when they fit one page (viewers such as
     * Clover open only manifests listed here), else its pages.
     */
    async collection(): Promise<IiifCollectionDto> {
      const pages = pageCount(await deps.items.count(), deps.collectionPageSize);
      const rows = pages === 1 ? await deps.items.page(0, deps.collectionPageSize) : undefined;
      return buildCollection(publicUrl, pages, rows);
    },

    /** A page of the collection: its items' manifests; a page past the last is not found. */
    async collectionPage(page: number): Promise<IiifCollectionDto> {
      const pages = pageCount(await deps.items.count(), deps.collectionPageSize);
      if (page > pages) throw new NotFound((t) => t.collectionPageNotFound);
      const rows = await deps.items.page((page - 1) * deps.collectionPageSize, deps.collectionPageSize);
      return buildCollectionPage(publicUrl, page, pages, rows);
    },

    /**
     * A photo's `info.json` with its id set to where its tiles are served: this site's address, or
     * STORAGE_PUBLIC_URL's for a published photo (the files are made without knowing either, and
     * both may change). The caller has checked that `name` may be shown (ADR 048).
     */
    async imageInfo(name: string, published: boolean): Promise<IiifImageInfoDto> {
      const info = await storedInfo(name);
      if (info === null) throw new NotFound((t) => t.imageNotFound);
      const { sizes, max } = wholeImageSizes(info);
      // `max` is the largest display size, not the original: a viewer is told so (the tiles still reach every pixel).
      const limits = max.width < info.width ? { maxWidth: max.width, maxHeight: max.height } : {};
      return { ...info, id: tilesAt(name, published), sizes, ...limits };
    },

    /**
     * What a path under `/iiif/images/{name}/` answers: a file relative to the uploads folder (a
     * tile, or for a whole-image size the display size made for pages or libvips' smallest level),
     * a path under the service to send the viewer on to (a width no size has: `wholeImageAnswer`),
     * or null for anything else.
     */
    async tileAnswer(name: string, rest: string): Promise<{ file: string } | { redirect: string } | null> {
      if (!STORED_NAME.test(name) || !/^[0-9a-z,!.^:_/-]+$/i.test(rest) || rest.split('/').some((part) => part === '..' || part === '.')) {
        return null;
      }
      if (rest.startsWith('full/')) {
        const info = await storedInfo(name);
        const whole = info && wholeImageSizes(info);
        const answer = whole && wholeImageAnswer(rest, whole);
        if (whole && answer?.redirect) return { redirect: `${tilesBase(name)}/${answer.path}` };
        const file = answer && whole.files.get(answer.path);
        if (file) return { file: storage.derivedPath(name, file) };
        if (answer) return { file: storage.derivedPath(name, `${TILES_FOLDER}/${answer.path}`) };
      }
      return { file: storage.derivedPath(name, `${TILES_FOLDER}/${rest}`) };
    },
  };
}
export type IiifService = ReturnType<typeof createIiifService>;
