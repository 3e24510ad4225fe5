import type { Catalogue } from '../catalogue';
import type { common as ruCommon } from '../ru/common';

/** Texts of the site shell shared by every page. */
export const common: Catalogue<typeof ruCommon> = {
  museumName: 'The Tula Maxim Museum',
  footer: {
    copyright: (year: number) => `© ${year} The Tula Maxim Museum`,
    version: (version: string) => `Version ${version}`,
    sectionsTitle: 'Sections',
  },
  nav: {
    search: 'Search',
    gallery: 'Gallery',
    year: 'Date by number',
    add: 'Add',
    moderation: 'Moderation',
    about: 'About',
    sections: 'Sections',
    products: 'Complete guns',
    details: 'Parts',
    manufacturers: 'Makers',
    stamps: 'Stamps',
    types: 'Part types',
    exp: 'Experimental tools',
  },
  loading: 'Loading…',
  offline: 'No connection to the server. Check your internet connection and try again.',
  empty: 'Nothing here yet.',
  totals: {
    atLeast: (n: string) => `more than ${n}`,
    about: (n: string) => `about ${n}`,
  },
};
