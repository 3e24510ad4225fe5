import { HEADER_TEXTS, PAGE_TEXTS } from '@museum/contract';
import type { Catalogue } from '../catalogue';
import type { common as ruCommon } from '../ru/common';

/** Texts of the site shell shared by every page. */
export const common: Catalogue<typeof ruCommon> = {
  museumName: HEADER_TEXTS.en.museumName,
  /** A serial or record number after a name: «№ 2514», "No. 2514" (the contract's, as the server writes it). */
  numbered: PAGE_TEXTS.en.numbered,
  /** Page titles the shell and the pages set (the contract's, which the server writes in the page's head). */
  pageNames: {
    list: PAGE_TEXTS.en.listPageNames,
    yearDetails: PAGE_TEXTS.en.yearDetailsPageName,
    notFound: PAGE_TEXTS.en.notFoundPageName,
  },
  footer: {
    copyright: (year: number) => `© ${year} ${PAGE_TEXTS.en.siteName}`,
    version: (version: string) => `Version ${version}`,
    sectionsTitle: 'Sections',
  },
  nav: {
    search: HEADER_TEXTS.en.nav.search,
    gallery: HEADER_TEXTS.en.nav.gallery,
    year: HEADER_TEXTS.en.nav.year,
    add: 'Add',
    moderation: 'Moderation',
    about: HEADER_TEXTS.en.nav.about,
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
