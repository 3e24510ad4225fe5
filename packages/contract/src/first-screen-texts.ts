import type { Locale } from './locale';

/**
 * Photos of the gallery's first screen, fetched at once and first by the server's first screen and the
 * web's grid: two rows of two on a phone, most of the first row on a wide screen (the largest paint).
 */
export const FIRST_SCREEN_PHOTOS = 4;
/** A search page's default size: the web's `?size=` when absent, and the results the server's first screen shows. */
export const SEARCH_DEFAULT_SIZE = 20;

/**
 * The texts of the home page's, the search's and the gallery's first screen, which the server
 * writes into the HTML before the app (its summary of the page, ADR 073) and the web's pages then
 * show: written once here, the web's message catalogues take them from here.
 */
export interface FirstScreenTexts {
  /** The home page's hero and the block under it. */
  heroTitle: string;
  heroSubtitle: string;
  aboutTitle: string;
  aboutText: string;
  /** A gallery tile's caption. */
  galleryTile: (id: number) => string;
  galleryEmpty: string;
  /** The search: its sections, a result's kind, and an empty result. */
  productsSection: string;
  detailsSection: string;
  resultProduct: string;
  resultDetail: string;
  searchEmpty: string;
  /** An item without a name. */
  noName: string;
}

const RU: FirstScreenTexts = {
  heroTitle: 'Тульский Максим',
  heroSubtitle: 'онлайн-каталог легендарного оружия',
  aboutTitle: 'О каталоге',
  aboutText:
    'Каталог открыт для всех. Здесь можно найти сведения по году выпуска, номеру детали и типу, посмотреть связанные фотографии и дополнить архив.',
  galleryTile: (id) => `Фото №${id}`,
  galleryEmpty: 'Фотографий не найдено.',
  productsSection: 'Изделия в сборе',
  detailsSection: 'Детали',
  resultProduct: 'изделие',
  resultDetail: 'деталь',
  searchEmpty: 'Ничего не найдено.',
  noName: 'Без названия',
};

const EN: FirstScreenTexts = {
  heroTitle: 'The Tula Maxim',
  heroSubtitle: 'an online catalogue of a legendary machine gun',
  aboutTitle: 'About the catalogue',
  aboutText:
    'The catalogue is open to everyone. Look items up by year of manufacture, part number and type, see the photos that go with them and add to the archive.',
  galleryTile: (id) => `Photo no. ${id}`,
  galleryEmpty: 'No photos found.',
  productsSection: 'Complete guns',
  detailsSection: 'Parts',
  resultProduct: 'complete gun',
  resultDetail: 'part',
  searchEmpty: 'Nothing found.',
  noName: 'Untitled',
};

/** The first screens' texts by language. */
export const FIRST_SCREEN_TEXTS: Readonly<Record<Locale, FirstScreenTexts>> = { ru: RU, en: EN };
