import { FIRST_SCREEN_TEXTS } from './first-screen-texts';
import type { Locale } from './locales';
import { localisedPath, PAGE_TEXTS } from './page-titles';

/** Where a language's web app manifest is: `/manifest.webmanifest`, `/en/manifest.webmanifest`… (issue 52). */
export const webManifestPath = (locale: Locale) => localisedPath(locale, '/manifest.webmanifest');

/**
 * The web app manifest in a language: the site's name, short name and description as its pages
 * say them, started at that language's home page. The scope is the whole site, so an installed
 * app follows a link to another language's page without leaving the window.
 */
export function webManifest(locale: Locale) {
  return {
    name: PAGE_TEXTS[locale].siteName,
    short_name: FIRST_SCREEN_TEXTS[locale].heroTitle,
    description: PAGE_TEXTS[locale].siteDescription,
    lang: locale,
    dir: 'ltr',
    id: localisedPath(locale, '/'),
    start_url: localisedPath(locale, '/'),
    scope: '/',
    display: 'standalone',
    background_color: '#141311',
    theme_color: '#1b1a17',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
