import type { Catalogue } from '../catalogue';
import type { home as ruHome } from '../ru/home';

/** Texts of the home page: hero, about block, catalogue landing, makers, new arrivals. */
export const home: Catalogue<typeof ruHome> = {
  hero: {
    title: 'The Tula Maxim',
    subtitle: 'an online catalogue of a legendary machine gun',
  },
  about: {
    title: 'About the catalogue',
    text: 'The catalogue is open to everyone. Look items up by year of manufacture, part number and type, see the photos that go with them and add to the archive.',
    toSearch: 'Go to search',
    toAbout: 'More about the project',
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
