import type { IiifManifestDto, PhotoRefDto } from '@museum/contract';
import { absoluteOn } from '../../lib/storage';

/** What a manifest is made of: the item's names and its published photos, in page order. */
export interface ManifestSource {
  kind: 'products' | 'details';
  id: number;
  label: string;
  summary: string | null;
  photos: readonly (PhotoRefDto & { name?: string; contentType?: string })[];
}

const ru = (text: string) => ({ ru: [text] });

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
    homepage: [{ id: `${publicUrl}/${source.kind}/${source.id}`, type: 'Text', label: ru(source.label), format: 'text/html' }],
    items: source.photos.map((photo, index) => {
      const canvas = `${base}/canvas/${photo.id}`;
      const { width, height, tiles } = photo.image;
      const label = photo.name ? `${photo.name} (фото ${index + 1} из ${count})` : `Фото ${index + 1} из ${count}`;
      return {
        id: canvas,
        type: 'Canvas',
        label: ru(label),
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
      };
    }),
  };
}
