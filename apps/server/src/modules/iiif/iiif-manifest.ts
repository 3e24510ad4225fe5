import { type IiifManifestDto, PHOTO_LICENCE_URLS, type PhotoRefDto, type PhotoRights, SITE_NAME } from '@museum/contract';
import { absoluteOn } from '../../lib/storage';
import type { MetadataEntry } from './manifest-metadata';

/** What a manifest is made of: the item's names and facts and its published photos, in page order. */
export interface ManifestSource {
  kind: 'products' | 'details' | 'stamps';
  id: number;
  label: string;
  summary: string | null;
  metadata: MetadataEntry[];
  photos: readonly (PhotoRefDto & PhotoRights & { name?: string })[];
  /** The published regions of those photos. */
  regions?: readonly ManifestRegion[];
}

/** A published region as a manifest carries it. */
export interface ManifestRegion {
  id: number;
  photoId: number;
  x: number;
  y: number;
  width: number;
  height: number;
  note: string | null;
  target: { kind: 'product' | 'detail' | 'stamp'; id: number; title: string };
}

const PAGE_OF = { product: 'products', detail: 'details', stamp: 'stamps' } as const;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A canvas's regions as one commenting AnnotationPage (W3C Web Annotations, Mirador shows them). */
function regionAnnotations(canvas: string, regions: readonly ManifestRegion[], publicUrl: string) {
  if (regions.length === 0) return {};
  return {
    annotations: [
      {
        id: `${canvas}/regions`,
        type: 'AnnotationPage' as const,
        items: regions.map((region) => {
          const link = `${publicUrl}/${PAGE_OF[region.target.kind]}/${region.target.id}`;
          const note = region.note ? `<p>${escapeHtml(region.note)}</p>` : '';
          return {
            id: `${canvas}/regions/${region.id}`,
            type: 'Annotation' as const,
            motivation: 'commenting' as const,
            body: {
              type: 'TextualBody' as const,
              value: `<p><a href="${escapeHtml(link)}">${escapeHtml(region.target.title)}</a></p>${note}`,
              format: 'text/html' as const,
              language: ['ru'],
            },
            target: `${canvas}#xywh=${region.x},${region.y},${region.width},${region.height}`,
          };
        }),
      },
    ],
  };
}

const ru = (text: string) => ({ ru: [text] });

/** The deed's URI as IIIF `rights` wants it: the Presentation API names Creative Commons URIs by `http:`. */
const licenceUrl = (photo: PhotoRights) => (photo.licence ? PHOTO_LICENCE_URLS[photo.licence]?.replace(/^https:/, 'http:') : undefined);

/** The museum as a manifest's `provider`: the site at PUBLIC_URL. */
export const museumProvider = (publicUrl: string) => [
  {
    id: `${publicUrl}/`,
    type: 'Agent' as const,
    label: ru(SITE_NAME),
    homepage: [{ id: `${publicUrl}/`, type: 'Text' as const, label: ru(SITE_NAME), format: 'text/html' as const }],
  },
];

/** What a reuse must show: the museum, and the photos' authors where known. */
function requiredStatement(photos: ManifestSource['photos']) {
  const credits = [...new Set(photos.flatMap((photo) => (photo.credit ? [photo.credit] : [])))];
  const value = credits.length > 0 ? `${SITE_NAME}; фото: ${credits.join(', ')}` : SITE_NAME;
  return { label: ru('Предоставлено'), value: ru(value) };
}

/** The licence every photo shares, when they all have the same deed. */
function sharedRights(photos: ManifestSource['photos']) {
  const deeds = new Set(photos.map(licenceUrl));
  const [only] = deeds;
  return deeds.size === 1 && only ? { rights: only } : {};
}

const formatOf = (url: string) => (url.endsWith('.png') ? 'image/png' : url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');

/**
 * An IIIF Presentation 3 manifest: one canvas per photo at the original's displayed size, painted
 * by the original, with the level 0 tile service when its tiles are made (viewers zoom through it).
 */
export function buildManifest(source: ManifestSource, publicUrl: string): IiifManifestDto {
  const base = `${publicUrl}/iiif/${source.kind}/${source.id}`;
  const count = source.photos.length;
  return {
    '@context': 'http://iiif.io/api/presentation/3/context.json',
    id: `${base}/manifest.json`,
    type: 'Manifest',
    label: ru(source.label),
    ...(source.summary ? { summary: ru(source.summary) } : {}),
    metadata: source.metadata,
    ...sharedRights(source.photos),
    requiredStatement: requiredStatement(source.photos),
    provider: museumProvider(publicUrl),
    homepage: [{ id: `${publicUrl}/${source.kind}/${source.id}`, type: 'Text', label: ru(source.label), format: 'text/html' }],
    seeAlso: [{ id: `${base}/item.jsonld`, type: 'Dataset', format: 'application/ld+json', profile: 'https://schema.org/' }],
    items: source.photos.map((photo, index) => {
      const canvas = `${base}/canvas/${photo.id}`;
      const { width, height, tiles } = photo.image;
      const label = photo.name ? `${photo.name} (фото ${index + 1} из ${count})` : `Фото ${index + 1} из ${count}`;
      const rights = licenceUrl(photo);
      return {
        id: canvas,
        type: 'Canvas',
        label: ru(label),
        ...(rights ? { rights } : {}),
        ...(photo.credit ? { requiredStatement: { label: ru('Автор фото'), value: ru(photo.credit) } } : {}),
        width,
        height,
        thumbnail: [{ id: absoluteOn(publicUrl, photo.thumbnailUrl), type: 'Image', format: 'image/jpeg' }],
        items: [
          {
            id: `${canvas}/page`,
            type: 'AnnotationPage',
            items: [
              {
                id: `${canvas}/page/image`,
                type: 'Annotation',
                motivation: 'painting',
                target: canvas,
                body: {
                  id: absoluteOn(publicUrl, photo.url),
                  type: 'Image',
                  format: formatOf(photo.url),
                  width,
                  height,
                  ...(tiles ? { service: [{ id: `${publicUrl}${tiles}`, type: 'ImageService3', profile: 'level0' }] } : {}),
                },
              },
            ],
          },
        ],
        ...regionAnnotations(
          canvas,
          (source.regions ?? []).filter((region) => region.photoId === photo.id),
          publicUrl,
        ),
      };
    }),
  };
}
