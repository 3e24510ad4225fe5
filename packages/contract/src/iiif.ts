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

/** A label/value pair: `requiredStatement` (the credit a reuse must show) and each `metadata` fact. */
export const IiifLabelValue = z.object({ label: IiifLanguageMap, value: IiifLanguageMap });

/** A linked web page (`homepage`). */
const IiifHomepage = z.object({ id: HttpId, type: z.literal('Text'), label: IiifLanguageMap, format: z.literal('text/html') });

export const IiifCanvas = z.object({
  id: HttpId,
  type: z.literal('Canvas'),
  label: IiifLanguageMap,
  /** The photo's licence deed, when it has one. */
  rights: HttpId.optional(),
  /** The photo's credit, when it has one. */
  requiredStatement: IiifLabelValue.optional(),
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
  /** The photo's published regions (ADR 059) as W3C Web Annotations: what each shows, with a link to it. */
  annotations: z
    .array(
      z.object({
        id: HttpId,
        type: z.literal('AnnotationPage'),
        items: z.array(
          z.object({
            id: HttpId,
            type: z.literal('Annotation'),
            motivation: z.literal('commenting'),
            body: z.object({
              type: z.literal('TextualBody'),
              value: z.string(),
              format: z.literal('text/html'),
              language: z.array(z.string()),
            }),
            /** `{canvas}#xywh=x,y,w,h` in the canvas's (the original's) pixels. */
            target: HttpId,
          }),
        ),
      }),
    )
    .optional(),
});

/** `GET /iiif/{kind}/{id}/manifest.json`: an item's published photos, for IIIF viewers (Mirador, Universal Viewer). */
export const IiifManifestDto = z.object({
  '@context': z.literal('http://iiif.io/api/presentation/3/context.json'),
  id: HttpId,
  type: z.literal('Manifest'),
  label: IiifLanguageMap,
  summary: IiifLanguageMap.optional(),
  /** The item's facts, labelled as its page labels them. */
  metadata: z.array(IiifLabelValue),
  /** The licence deed every photo shares, when they share one (each canvas says its own). */
  rights: HttpId.optional(),
  /** The museum and the photos' credits: what a reuse must show. */
  requiredStatement: IiifLabelValue,
  /** The museum (PUBLIC_URL). */
  provider: z.array(z.object({ id: HttpId, type: z.literal('Agent'), label: IiifLanguageMap, homepage: z.array(IiifHomepage) })),
  homepage: z.array(IiifHomepage),
  /** The item's schema.org description (JSON-LD), as its page carries it. */
  seeAlso: z.array(z.object({ id: HttpId, type: z.literal('Dataset'), format: z.literal('application/ld+json'), profile: z.string() })),
  items: z.array(IiifCanvas),
});
export type IiifManifestDto = z.infer<typeof IiifManifestDto>;

/** A manifest or page named by a collection: id, type and label, as the Presentation API asks. */
const IiifReference = z.object({ id: HttpId, type: z.enum(['Manifest', 'Collection']), label: IiifLanguageMap });

/**
 * `GET /iiif/collection.json`: the catalogue as an IIIF Collection whose items are its pages
 * (`/iiif/collection/{page}.json`), each a Collection of up to a page of item manifests.
 */
export const IiifCollectionDto = z.object({
  '@context': z.literal('http://iiif.io/api/presentation/3/context.json'),
  id: HttpId,
  type: z.literal('Collection'),
  label: IiifLanguageMap,
  summary: IiifLanguageMap.optional(),
  provider: IiifManifestDto.shape.provider.optional(),
  partOf: z.array(IiifReference).optional(),
  items: z.array(IiifReference),
});
export type IiifCollectionDto = z.infer<typeof IiifCollectionDto>;

export const IiifCollectionPageParams = z.object({ page: z.coerce.number().int().min(1).max(1_000_000) });
export type IiifCollectionPageParams = z.infer<typeof IiifCollectionPageParams>;

/** A manifest's item: a product, a detail or (issue 51) a stamp, with its images and the photos where it is marked. */
export const IiifManifestParams = z.object({ kind: z.enum(['products', 'details', 'stamps']), id: Id });
export type IiifManifestParams = z.infer<typeof IiifManifestParams>;

/**
 * An IIIF Image API 3 level 0 `info.json`: libvips' own, with its `id` set to where the tiles are
 * served and the whole-image `sizes` the service answers (ADR 076); other members pass as they are.
 */
export const IiifImageInfoDto = z.looseObject({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizes: z.array(z.object({ width: z.number().int(), height: z.number().int() })),
  maxWidth: z.number().int().optional(),
  maxHeight: z.number().int().optional(),
});
export type IiifImageInfoDto = z.infer<typeof IiifImageInfoDto>;

/** An item's schema.org description (a manifest's `seeAlso`), as the item page's head carries it (ADR 062). */
export const ItemJsonLdDto = z.looseObject({ '@context': z.string(), '@type': z.string() });
export type ItemJsonLdDto = z.infer<typeof ItemJsonLdDto>;

/** The content type the IIIF Presentation API asks for. */
export const IIIF_MANIFEST_CONTENT_TYPE = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';
/** The content type of an IIIF Image API 3 `info.json`. */
export const IIIF_IMAGE_INFO_CONTENT_TYPE = 'application/ld+json;profile="http://iiif.io/api/image/3/context.json"';
