import type {
  ChangeRequestDto,
  DetailDto,
  ItemCardDto,
  ItemPhotoDto,
  ManufacturerDto,
  MeDto,
  Page,
  PhotoDto,
  PhotoImageDto,
  PhotoRefDto,
  PhotoTileDto,
  ProductDto,
  RegionCropDto,
  RegionDto,
  StampDto,
  StampPageDto,
} from '@museum/contract';

// Typed fixtures for the web tests: each builds a whole contract DTO, so a field renamed or
// added in packages/contract breaks the build here, not silently in a stub. Overrides set what a test needs.

export const buildMe = (overrides: Partial<MeDto> = {}): MeDto => ({
  id: 1,
  username: 'reader',
  email: 'reader@example.org',
  roles: [],
  secondFactor: false,
  wantedMail: true,
  ...overrides,
});

export const buildManufacturer = (overrides: Partial<ManufacturerDto> = {}): ManufacturerDto => ({
  id: 2,
  name: 'ТОЗ',
  nameEn: null,
  shortName: 'ТОЗ',
  country: 'Россия',
  period: null,
  description: null,
  url: null,
  ...overrides,
});

export const buildProduct = (overrides: Partial<ProductDto> = {}): ProductDto => ({
  id: 4,
  name: 'Пулемёт «Максим»',
  number: null,
  year: 1910,
  belongsTo: 'максим',
  manufacturer: null,
  parent: null,
  description: null,
  source: null,
  nameEn: null,
  descriptionEn: null,
  condition: null,
  markings: null,
  provenance: null,
  numberPlace: null,
  photos: [],
  details: [],
  numberCheck: { details: [], counts: { match: 0, mismatch: 0, missing: 0 }, allMatch: false },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

export const buildDetail = (overrides: Partial<DetailDto> = {}): DetailDto => ({
  id: 9,
  name: null,
  description: null,
  source: null,
  nameEn: null,
  descriptionEn: null,
  condition: null,
  markings: null,
  provenance: null,
  numberPlace: null,
  number: null,
  serialNumber: null,
  year: null,
  belongsTo: 'максим',
  type: { id: 3, name: 'Кожух', nameEn: null, belongsTo: 'максим' },
  subtype: null,
  manufacturer: null,
  product: null,
  stamps: [],
  photos: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

/** A product with every field filled, for tests that each described field (ADR 052) reaches its place. */
export const buildFilledProduct = (): ProductDto =>
  buildProduct({
    number: '12',
    manufacturer: { id: 1, name: 'ТОЗ', nameEn: null },
    parent: { id: 2, name: 'Станок', nameEn: null },
    description: '<p>Пулемёт <b>образца 1910</b></p>',
    nameEn: 'Maxim gun, 1910 pattern',
    descriptionEn: '<p>The <b>1910 pattern</b> gun</p>',
    source: 'Архив ВИМАИВиВС',
    condition: 'хорошее',
    markings: 'ТОЗ\n1910',
    provenance: 'Из собрания музея',
    numberPlace: 'на затыльнике',
    photos: [{ ...buildItemPhoto(), name: 'Вид слева' }],
  });

/** A detail with every field filled (see `buildFilledProduct`). */
export const buildFilledDetail = (): DetailDto =>
  buildDetail({
    name: 'Кожух',
    description: '<p>Кожух <i>ранний</i></p>',
    nameEn: 'Early water jacket',
    descriptionEn: '<p>An <i>early</i> water jacket</p>',
    source: 'Наставление 1910',
    condition: 'раскопочное',
    markings: 'АЕ 3310',
    provenance: 'Найден под Ржевом',
    numberPlace: 'на крышке короба',
    number: 'А-12',
    serialNumber: 'А-12',
    year: 1915,
    subtype: { id: 5, name: 'Гладкий', nameEn: null },
    manufacturer: { id: 1, name: 'ТОЗ', nameEn: null },
    product: { id: 4, name: 'Пулемёт «Максим»', nameEn: null },
    stamps: [{ id: 7, name: 'Орёл', nameEn: null }],
    photos: [buildItemPhoto()],
  });

/** A photo's responsive image before derivation (the server fills sizes and tiles in the background). */
export const buildPhotoImage = (overrides: Partial<PhotoImageDto> = {}): PhotoImageDto => ({
  width: 800,
  height: 600,
  placeholder: null,
  sizes: null,
  tiles: null,
  ...overrides,
});

export const buildPhoto = (overrides: Partial<PhotoDto> = {}): PhotoDto => ({
  id: 7,
  url: '/uploads/7.jpg',
  thumbnailUrl: '/uploads/7-thumb.jpg',
  name: 'щит.jpg',
  description: null,
  contentType: 'image/jpeg',
  sizeBytes: 1024,
  width: 800,
  height: 600,
  image: buildPhotoImage(),
  uploadedAt: '2026-01-01T00:00:00Z',
  published: true,
  credit: null,
  licence: null,
  products: [],
  details: [],
  similar: [],
  ...overrides,
});

/** A photo as cards embed it. */
export const buildPhotoRef = (id: number, overrides: Partial<PhotoRefDto> = {}): PhotoRefDto => ({
  id,
  url: `/uploads/${id}.jpg`,
  thumbnailUrl: `/uploads/thumbs/${id}_thumb.jpg`,
  image: buildPhotoImage(),
  ...overrides,
});

/** A search result or new-arrival card (a product unless `kind` says otherwise). */
export const buildItemCard = (overrides: Partial<ItemCardDto> = {}): ItemCardDto => ({
  id: 1,
  kind: 'product',
  name: 'Пулемёт',
  number: null,
  year: null,
  belongsTo: 'максим',
  manufacturer: null,
  type: null,
  description: null,
  source: null,
  nameEn: null,
  descriptionEn: null,
  condition: null,
  photos: [],
  ...overrides,
});

/** A gallery tile. */
export const buildPhotoTile = (id: number, overrides: Partial<PhotoTileDto> = {}): PhotoTileDto => ({
  id,
  url: `/uploads/p${id}.jpg`,
  thumbnailUrl: `/uploads/thumbs/p${id}_thumb.jpg`,
  width: 1200,
  height: 800,
  credit: null,
  licence: null,
  image: buildPhotoImage({ width: 1200, height: 800 }),
  ...overrides,
});

/** A photo as an item page embeds it. */
export const buildItemPhoto = (overrides: Partial<ItemPhotoDto> = {}): ItemPhotoDto => ({
  id: 8,
  url: '/uploads/a.jpg',
  thumbnailUrl: '/uploads/thumbs/a_thumb.jpg',
  image: buildPhotoImage(),
  credit: null,
  licence: null,
  ...overrides,
});

export const buildChangeRequest = (overrides: Partial<ChangeRequestDto> = {}): ChangeRequestDto => ({
  id: 1,
  status: 'PENDING',
  entityType: 'DETAIL',
  action: 'UPDATE',
  entityId: 4,
  payloadJson: '{}',
  createdBy: { username: 'reader' },
  createdAt: '2026-01-01T00:00:00Z',
  reviewedBy: null,
  reviewedAt: null,
  reason: null,
  fromImport: null,
  ...overrides,
});

/** One page holding all of `content`, as the list endpoints answer. */
/** A stamp of the list (issue 33). */
export const buildStamp = (overrides: Partial<StampDto> = {}): StampDto => ({
  id: 9,
  name: 'ОТК',
  nameEn: null,
  kind: 'OTHER',
  description: null,
  manufacturer: null,
  yearFrom: null,
  yearTo: null,
  image: null,
  bearing: { products: 0, details: 0 },
  seen: { from: null, to: null, items: 0 },
  crops: [],
  conflict: false,
  ...overrides,
});

/** A stamp's page (issue 33). */
export const buildStampPage = (overrides: Partial<StampPageDto> = {}): StampPageDto => {
  const { image: _, crops: __, ...listed } = buildStamp();
  return { ...listed, images: [], seenYears: [], seenMakers: [], ...overrides };
};

export const pageOf = <T>(content: T[], size = 50): Page<T> => ({
  content,
  totalElements: content.length,
  totalKind: 'exact',
  totalPages: 1,
  number: 0,
  size,
});

/** A region marked on a photo, as the photo's list gives it: a published stamp unless overridden. */
export const buildRegion = (overrides: Partial<RegionDto> = {}): RegionDto => ({
  id: 5,
  photoId: 7,
  x: 100,
  y: 50,
  width: 200,
  height: 120,
  target: { kind: 'stamp', id: 4, title: 'Звезда со стрелой' },
  note: null,
  status: 'PUBLISHED',
  editable: false,
  crop: null,
  ...overrides,
});

/** A published region as its target's page lists it, with its crop. */
export const buildRegionCrop = (overrides: Partial<RegionCropDto> = {}): RegionCropDto => ({
  id: 5,
  photoId: 7,
  x: 100,
  y: 50,
  width: 200,
  height: 120,
  note: null,
  crop: {
    url: '/uploads/derived/crop-5/size-200.jpg',
    width: 200,
    height: 120,
    sizes: { base: '/uploads/derived/crop-5/size', widths: [200], formats: ['avif', 'webp', 'jpg'] },
  },
  struckOn: [],
  ...overrides,
});
