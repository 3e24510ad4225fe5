import { z } from 'zod';
import { Id } from './common';

/**
 * The parts of the IIIF Presentation API 3.0 a manifest of ours uses, with the spec's
 * requirements (https://iiif.io/api/presentation/3.0/): absolute HTTP(S) ids, language maps for
 * labels, canvases with integer sizes painted by one image each.
 */
const HttpId = z.string().regex(/^https?:\/\/[^\s]+$/, 'an absolute HTTP(S) URI');
/** `{ "ru": ["…"] }`: every label is a language map of string lists. */
export const IiifLanguageMap = z.record(z.string(), z.array(z.string()).min(1));

export const IiifImageService = z.object({
  id: HttpId,
  type: z.literal('ImageService3'),
  profile: z.enum(['level0', 'level1', 'level2']),
});

export const IiifImage = z.object({
  id: HttpId,
  type: z.literal('Image'),
  format: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  service: z.array(IiifImageService).optional(),
});

export const IiifCanvas = z.object({
  id: HttpId,
  type: z.literal('Canvas'),
  label: IiifLanguageMap,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  thumbnail: z.array(z.object({ id: HttpId, type: z.literal('Image'), format: z.string() })).optional(),
  items: z.array(
    z.object({
      id: HttpId,
      type: z.literal('AnnotationPage'),
      items: z.array(
        z.object({ id: HttpId, type: z.literal('Annotation'), motivation: z.literal('painting'), body: IiifImage, target: HttpId }),
      ),
    }),
  ),
});

/** `GET /iiif/{kind}/{id}/manifest.json`: an item's published photos, for IIIF viewers (Mirador, Universal Viewer). */
export const IiifManifestDto = z.object({
  '@context': z.literal('http://iiif.io/api/presentation/3/context.json'),
  id: HttpId,
  type: z.literal('Manifest'),
  label: IiifLanguageMap,
  summary: IiifLanguageMap.optional(),
  homepage: z.array(z.object({ id: HttpId, type: z.literal('Text'), label: IiifLanguageMap, format: z.literal('text/html') })),
  items: z.array(IiifCanvas),
});
export type IiifManifestDto = z.infer<typeof IiifManifestDto>;

export const IiifManifestParams = z.object({ kind: z.enum(['products', 'details']), id: Id });
export type IiifManifestParams = z.infer<typeof IiifManifestParams>;

/** The content type the IIIF Presentation API asks for. */
export const IIIF_MANIFEST_CONTENT_TYPE = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';
/** The content type of an IIIF Image API 3 `info.json`. */
export const IIIF_IMAGE_INFO_CONTENT_TYPE = 'application/ld+json;profile="http://iiif.io/api/image/3/context.json"';
