import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { makeThumbnail } from '../../lib/images';
import { perceptualHash } from '../../lib/perceptual-hash';
import { newFileName, type PhotoStorage } from '../../lib/storage';
import type { Executor } from '../client';
import { firstRow } from '../first-row';
import { rawRows, scalar } from '../raw-sql';
import * as t from '../schema';
import { hashColumns, linkSimilarPhotos } from '../similar-photos';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, demoDrawingPlace } from './demo-drawings';
import { type DemoImageSpec, renderDemoImage, resavedSmaller } from './demo-images';
import { demoLooseDetails } from './loose-details-data';
import { type DemoProduct, demoProducts } from './products-data';
import { DEMO_NOTE, DEMO_NOTE_EN, demoManufacturers, demoStamps, demoTypes } from './reference-data';
import { type DemoRegion, demoRegions } from './regions-data';

/** A picture as stored: the file, its thumbnail and its size. */
interface DemoPicture {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

export interface DemoSummary {
  products: number;
  details: number;
  photos: number;
}

/** True when nothing was ever catalogued: no items, makers, photos, nor any history of them. */
export async function catalogueIsEmpty(db: Executor): Promise<boolean> {
  const [row] = await rawRows(
    db,
    'catalogue-is-empty',
    { used: scalar.bool },
    sql`
    select exists(select 1 from ${t.products}) or exists(select 1 from ${t.details}) or exists(select 1 from ${t.manufacturers})
        or exists(select 1 from ${t.photos}) or exists(select 1 from ${t.revisions}) as used`,
  );
  return !row?.used;
}

/** A demo photo and its thumbnail, drawn from what it shows. */
export type DrawDemoPicture = (spec: DemoImageSpec) => Promise<{ original: Buffer; thumbnail: Buffer }>;

/** Drawn here by sharp; the demo catalogue's first load takes them from the build's cache instead (ADR 074). */
export const drawDemoPictureHere: DrawDemoPicture = async (spec) => {
  const original = await renderDemoImage(spec);
  return { original, thumbnail: await makeThumbnail(original) };
};

/** Loads the demo catalogue into an empty database, once; answers what it loaded, or null. */
export async function loadDemoDataIfEmpty(
  db: Executor,
  storage: PhotoStorage,
  draw: DrawDemoPicture = drawDemoPictureHere,
): Promise<DemoSummary | null> {
  if (!(await catalogueIsEmpty(db))) return null;
  const stored: string[] = [];
  try {
    return await db.transaction(async (tx) => loadInto(tx, storage, stored, draw));
  } catch (error) {
    await Promise.all(stored.map((name) => storage.remove(name, 'jpg')));
    throw error;
  }
}

async function loadInto(db: Executor, storage: PhotoStorage, stored: string[], draw: DrawDemoPicture): Promise<DemoSummary> {
  const makers = await db
    .insert(t.manufacturers)
    .values(demoManufacturers.map(({ key: _key, ...m }) => m))
    .returning({ id: t.manufacturers.id, name: t.manufacturers.name });
  const makerId = Object.fromEntries(demoManufacturers.map((m, i) => [m.key, makers[i]?.id as number]));

  const types = await db
    .insert(t.detailTypes)
    .values(
      demoTypes.map(({ name, nameEn, belongsTo, description, carriesNumber }) => ({
        name,
        nameEn,
        belongsTo,
        description: description ?? null,
        carriesNumber: carriesNumber ?? false,
      })),
    )
    .returning({ id: t.detailTypes.id });
  const typeId = new Map(demoTypes.map((type, i) => [type.name, types[i]?.id as number]));
  const subtypeRows = demoTypes.flatMap((type) =>
    (type.subtypes ?? []).map((subtype) => ({ typeId: typeId.get(type.name) as number, ...subtype })),
  );
  const subtypes = await db.insert(t.detailSubtypes).values(subtypeRows).returning();
  const subtypeId = new Map(subtypes.map((s) => [`${s.typeId}:${s.name}`, s.id]));

  const stampRows = await db
    .insert(t.stamps)
    .values(demoStamps.map(({ maker, ...stamp }) => ({ ...stamp, manufacturerId: maker ? makerId[maker] : null })))
    .returning();
  const stampId = new Map(stampRows.map((s) => [s.name, s.id]));

  let photoCount = 0;
  let hue = 18;
  /** Stores a picture as a published photo, hashed and linked to its near-duplicates as an upload is. */
  const storePhoto = async (title: string, description: string, picture: DemoPicture) => {
    const { image, thumbnail, width, height } = picture;
    const fileName = `demo-${newFileName()}`;
    await storage.saveOriginal(fileName, 'jpg', image);
    stored.push(fileName);
    await storage.saveThumbnail(fileName, thumbnail);
    const hash = await perceptualHash(image);
    const row = firstRow(
      await db
        .insert(t.photos)
        .values({
          fileName,
          originalName: `${title}.jpg`,
          contentType: 'image/jpeg',
          sizeBytes: image.length,
          width,
          height,
          sha256: createHash('sha256').update(image).digest('hex'),
          description,
          ...hashColumns(hash),
        })
        .returning({ id: t.photos.id }),
    );
    await linkSimilarPhotos(db, row.id, hash);
    photoCount++;
    return row.id;
  };
  /** The first gun's picture, re-saved later as the demo's near-duplicate. */
  let firstGun: { title: string; image: Buffer } | undefined;
  /** What each drawn photo shows, for the places its regions mark. */
  const specOf = new Map<number, DemoImageSpec>();
  const addPhoto = async (title: string, number: string | null, year: number | null, kind: 'gun' | 'part') => {
    hue = (hue + 47) % 360;
    const spec = { title, number, year, kind, hue };
    const { original: image, thumbnail } = await draw(spec);
    if (kind === 'gun' && !firstGun) firstGun = { title, image };
    const picture = { image, thumbnail, width: DEMO_IMAGE_WIDTH, height: DEMO_IMAGE_HEIGHT };
    const id = await storePhoto(title, `Демонстрационное фото: ${title}${number ? `, № ${number}` : ''}`, picture);
    specOf.set(id, spec);
    return id;
  };

  // Each stamp shows its demo image (issue 33).
  for (const stamp of stampRows) {
    const photoId = await addPhoto(`Клеймо «${stamp.name}»`, null, stamp.yearFrom, 'part');
    await db.insert(t.stampPhotos).values({ itemId: stamp.id, photoId, position: 0 });
  }

  const productId = new Map<string, number>();
  /** Each product's photos and parts, by key, for the regions marked on them. */
  const photosOf = new Map<string, { overview: number; stamps?: number }>();
  const partsOf = new Map<string, Map<string, number>>();
  let detailCount = 0;
  for (const product of demoProducts) {
    const row = firstRow(
      await db
        .insert(t.products)
        .values({
          name: product.name,
          number: product.number,
          year: product.year,
          belongsTo: product.belongsTo,
          manufacturerId: makerId[product.maker],
          parentId: product.parent ? productId.get(product.parent) : null,
          description: `${product.description}<p>${DEMO_NOTE}</p>`,
          nameEn: product.english?.nameEn ?? null,
          descriptionEn: product.english ? `${product.english.descriptionEn}<p>${DEMO_NOTE_EN}</p>` : null,
          source: product.source,
          ...product.recorded,
        })
        .returning({ id: t.products.id }),
    );
    const id = row.id;
    productId.set(product.key, id);

    const overview = await addPhoto(product.name, product.number, product.year, 'gun');
    const stamps =
      product.belongsTo === 'максим' ? await addPhoto(`${product.name}: клейма`, product.number, product.year, 'part') : undefined;
    const photoIds = stamps === undefined ? [overview] : [overview, stamps];
    await db.insert(t.productPhotos).values(photoIds.map((photoId, position) => ({ itemId: id, photoId, position })));
    photosOf.set(product.key, stamps === undefined ? { overview } : { overview, stamps });

    detailCount += await addParts(product, id, overview);
  }

  async function addParts(product: DemoProduct, id: number, overview: number): Promise<number> {
    const parts = new Map<string, number>();
    partsOf.set(product.key, parts);
    let index = 0;
    for (const [typeName, subtypeName] of product.parts) {
      const type = typeId.get(typeName) as number;
      const number = product.partNumbers && typeName in product.partNumbers ? (product.partNumbers[typeName] ?? null) : product.number;
      const detail = firstRow(
        await db
          .insert(t.details)
          .values({
            // A name that reads on its own («Ствол с пулемёта», «Щит со станка»); the number is its own field.
            name: `${typeName} ${product.belongsTo === 'станок' ? 'со станка' : 'с пулемёта'}`,
            number,
            year: product.year,
            belongsTo: product.belongsTo,
            typeId: type,
            subtypeId: subtypeName ? (subtypeId.get(`${type}:${subtypeName}`) ?? null) : null,
            manufacturerId: makerId[product.maker],
            productId: id,
            description: `<p>${typeName} ${number === product.number ? 'с номером изделия' : number ? `с номером ${number}` : 'без номера'}. ${DEMO_NOTE}</p>`,
            source: product.source,
          })
          .returning({ id: t.details.id }),
      );
      const detailId = detail.id;
      parts.set(typeName, detailId);
      const stamps = product.stamps.slice(0, 1 + (index % product.stamps.length));
      if (stamps.length) await db.insert(t.detailStamps).values(stamps.map((name) => ({ detailId, stampId: stampId.get(name) as number })));
      // The overview shows every part; every third part also has a close-up of its own.
      const photos = [overview];
      if (index % 3 === 0) photos.unshift(await addPhoto(`${typeName}`, number, product.year, 'part'));
      await db.insert(t.detailPhotos).values(photos.map((photoId, position) => ({ itemId: detailId, photoId, position })));
      index++;
    }
    return product.parts.length;
  }

  for (const loose of demoLooseDetails) {
    const detail = firstRow(
      await db
        .insert(t.details)
        .values({
          name: loose.name,
          number: loose.number,
          year: loose.year,
          belongsTo: loose.belongsTo,
          typeId: typeId.get(loose.type) as number,
          manufacturerId: loose.maker ? makerId[loose.maker] : null,
          description: `${loose.description}<p>${DEMO_NOTE}</p>`,
          source: 'Демонстрационные данные',
          ...loose.recorded,
        })
        .returning({ id: t.details.id }),
    );
    const detailId = detail.id;
    if (loose.stamps.length)
      await db.insert(t.detailStamps).values(loose.stamps.map((name) => ({ detailId, stampId: stampId.get(name) as number })));
    const photoId = await addPhoto(loose.name, loose.number, loose.year, 'part');
    await db.insert(t.detailPhotos).values({ itemId: detailId, photoId, position: 0 });
    detailCount++;
  }

  // A near-duplicate pair (ADR 080), last so that no other photo's id moves: the first gun's photo
  // re-saved smaller and more compressed, as a collector sending it again would; each lists the other.
  const firstProductId = demoProducts[0] && productId.get(demoProducts[0].key);
  if (firstGun && firstProductId !== undefined) {
    const copy = await resavedSmaller(firstGun.image);
    const copyId = await storePhoto(
      `${firstGun.title}, копия`,
      `Демонстрационное фото: то же фото, что первое у «${firstGun.title}», пересохранённое меньше и с сильным сжатием`,
      { ...copy, thumbnail: await makeThumbnail(copy.image) },
    );
    await db.insert(t.productPhotos).values({ itemId: firstProductId, photoId: copyId, position: 2 });
  }

  // Published regions on a few of the photos; their crops are made with the photos' sizes (demo-catalogue.ts).
  const found = (what: string, id: number | undefined) => {
    if (id === undefined) throw new Error(`A demo region names ${what}, which the demo catalogue does not have`);
    return id;
  };
  const targetOf = (region: DemoRegion) => {
    const { shows } = region;
    if ('part' in shows)
      return { detailId: found(`the part ${shows.part} of ${region.product}`, partsOf.get(region.product)?.get(shows.part)) };
    if ('stamp' in shows) return { stampId: found(`the stamp ${shows.stamp}`, stampId.get(shows.stamp)) };
    return { productId: found(`the product ${shows.product}`, productId.get(shows.product)) };
  };
  await db.insert(t.photoRegions).values(
    demoRegions.map((region) => {
      const photoId = found(`the ${region.photo} photo of ${region.product}`, photosOf.get(region.product)?.[region.photo]);
      return {
        photoId,
        ...demoDrawingPlace(specOf.get(photoId) as DemoImageSpec, region.place),
        ...targetOf(region),
        note: region.note ?? null,
        status: 'PUBLISHED' as const,
      };
    }),
  );

  return { products: demoProducts.length, details: detailCount, photos: photoCount };
}
