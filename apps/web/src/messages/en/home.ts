import { FIRST_SCREEN_TEXTS } from '@museum/contract';
import type { Catalogue } from '../catalogue';
import type { home as ruHome } from '../ru/home';

/** Texts of the home page: hero, about block, catalogue landing, makers, new arrivals. */
export const home: Catalogue<typeof ruHome> = {
  hero: {
    title: FIRST_SCREEN_TEXTS.en.heroTitle,
    subtitle: FIRST_SCREEN_TEXTS.en.heroSubtitle,
  },
  about: {
    title: FIRST_SCREEN_TEXTS.en.aboutTitle,
    text: FIRST_SCREEN_TEXTS.en.aboutText,
    toSearch: 'Go to search',
    toAbout: 'More about the project',
  },
  /** The landing's cards (`features/home/lib/quick-links.ts`), by key. */
  quickLinks: {
    maxim1905: { title: 'Maxim, 1905 pattern', subtitle: 'The first Tula guns, with a smooth bronze water jacket' },
    maxim1910: { title: 'Maxim, 1910 pattern', subtitle: 'The lighter pattern with a corrugated steel water jacket' },
    maxim1910_30: { title: 'Maxim, 1910/30 pattern', subtitle: 'The 1930 modernisation: a wide filler cap on the jacket' },
    vickers: { title: 'Vickers', subtitle: 'British-made Maxim guns for the Russian cartridge' },
    sokolov: { title: 'Sokolov mount', subtitle: 'The wheeled mount with a shield: the classic Maxim carriage' },
    mount1931: { title: 'Mount, 1931 pattern', subtitle: 'A universal mount for ground and anti-aircraft fire' },
    tripod: { title: 'Tripod mount', subtitle: 'The 1910 pattern tripod for mountain and cavalry units' },
  },
  landing: {
    title: 'Catalogue',
    subtitle: 'Quick links to well-known variants and a search of the whole archive.',
    badge: 'In progress',
    searchLabel: 'Search the catalogue',
    searchPlaceholder: 'Year, number or description',
    searchButton: 'Search',
    tabsLabel: 'Catalogue section',
    tabGun: 'Machine gun',
    tabMount: 'Mount',
    opensInNewTab: '(opens in a new tab)',
    footnote: 'More will be added. If what you need is not here, use the search above.',
  },
  manufacturers: {
    title: 'Makers',
    page: 'Maker’s page',
    search: (name: string) => `Search for “${name}”`,
  },
  arrivals: {
    title: 'New on the site',
    kindLabel: 'What to show',
    products: 'Complete guns',
    details: 'Parts',
    purposeLabel: 'Purpose',
    maxim: 'Maxim',
    mount: 'Mount',
    seeAll: 'See all',
    failed: 'The new arrivals could not be loaded',
    year: 'Year',
    belongsTo: 'Purpose',
    type: 'Type',
    manufacturer: 'Maker',
    noPhoto: 'No photo',
    photo: (n: number, total: number) => `Photo ${n} of ${total}`,
    loading: 'Loading the new arrivals',
  },
};
