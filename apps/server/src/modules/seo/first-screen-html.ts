import { FIRST_SCREEN_TEXTS, type Locale } from '@museum/contract';
import { content, escapeHtml } from './html';
import type { FirstScreen, FirstScreenHit, FirstScreenTile } from './page-head';
import { summaryPictureHtml } from './summary-picture';

/*
 * The first screens are written with the classes of the web's pages (the hero and about block of
 * features/home, the photo grid of components/ui, the results of features/search), whose rules
 * are in the entry's stylesheet (apps/web/src/first-screen.css): painted before the app, each
 * takes the room the app's page then takes, so the app's render neither moves the page nor paints
 * a larger element later (ADR 073).
 */

function homeHtml(locale: Locale): string {
  const t = FIRST_SCREEN_TEXTS[locale];
  return (
    '<div class="home"><section class="hero">' +
    `<h1 class="hero__title">${escapeHtml(t.heroTitle)}</h1><p class="hero__subtitle">${escapeHtml(t.heroSubtitle)}</p>` +
    '</section><section class="home-block about-block">' +
    `<h2>${escapeHtml(t.aboutTitle)}</h2><p>${escapeHtml(t.aboutText)}</p>` +
    '</section></div>'
  );
}

const tileHtml = (tile: FirstScreenTile) =>
  `<li class="photo-grid__item"><a class="photo-grid__button" href="${escapeHtml(tile.href)}">${summaryPictureHtml(tile.picture)}` +
  `<span class="photo-grid__caption">${escapeHtml(tile.caption)}</span></a></li>`;

const hitHtml = (locale: Locale, hit: FirstScreenHit) =>
  `<li class="result"><h3 class="result__title"><a href="${escapeHtml(hit.href)}">${content(locale, 'span', hit.title)}</a>` +
  `<span class="result__kind">${escapeHtml(hit.kind)}</span></h3>${hit.text ? content(locale, 'p', hit.text, 'result__text') : ''}</li>`;

function listHtml(locale: Locale, screen: Exclude<FirstScreen, { kind: 'home' }>): string {
  const t = FIRST_SCREEN_TEXTS[locale];
  if (screen.kind === 'gallery') {
    const tiles = screen.tiles;
    const body =
      tiles === null
        ? ''
        : tiles.length > 0
          ? `<ul class="photo-grid">${tiles.map(tileHtml).join('')}</ul>`
          : `<p>${escapeHtml(t.galleryEmpty)}</p>`;
    return `<div class="gallery-page"><h1>${escapeHtml(screen.heading)}</h1>${body}</div>`;
  }
  const sections = screen.sections;
  const body =
    sections === null
      ? ''
      : sections.length === 0
        ? `<p>${escapeHtml(t.searchEmpty)}</p>`
        : sections
            .map(
              (s) =>
                `<section><h2>${escapeHtml(s.title)}</h2><ul class="results">${s.hits.map((hit) => hitHtml(locale, hit)).join('')}</ul></section>`,
            )
            .join('');
  return `<div class="search-page"><h1>${escapeHtml(screen.heading)}</h1>${body}</div>`;
}

/** The first screen inside the page's `<main>`, in the box of the app's `.site-main`. */
export function firstScreenHtml(locale: Locale, screen: FirstScreen): string {
  const inner = screen.kind === 'home' ? homeHtml(locale) : listHtml(locale, screen);
  return `<main id="main" class="site-main server-summary">${inner}</main>`;
}
