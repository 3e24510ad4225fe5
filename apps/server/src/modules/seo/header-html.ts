import { HEADER_LINKS, HEADER_TEXTS, LOCALES, type Locale, localisedPath } from '@museum/contract';
import { escapeHtml } from './html';

/*
 * The site header as the web's SiteHeader draws it for a visitor not signed in
 * (apps/web/src/app/header/site-header.tsx): the same elements, classes and texts, so the server's
 * first screen starts where the app's page will and nothing moves when the app replaces it (ADR 073).
 * «Войти» opens a dialog in the app and has no address: before the app it is an inert box of the same
 * classes and size, as is the menu button; «Регистрация» links to its page. The e2e test
 * e2e/specs/layout-shift-header.e2e.test.ts compares this header with the app's (its parts, its
 * height, where the page's heading starts), so the two cannot part unnoticed.
 */

/**
 * The header of a page at `path` (without the language's prefix) and `search` (`?…` or empty), in
 * `locale`: its current nav link marked as the app's NavLink marks it.
 */
export function headerHtml(locale: Locale, path: string, search = ''): string {
  const e = escapeHtml;
  const t = HEADER_TEXTS[locale];
  // A link to the same page in each other language, as the web's LanguageSwitch draws them.
  const switches = LOCALES.filter((other) => other !== locale).map((other) => {
    const name = HEADER_TEXTS[other].language;
    return `<a class="lang-switch" href="${e(localisedPath(other, path) + search)}" hreflang="${other}" lang="${other}" aria-label="${e(`${name.version} (${name.code})`)}" title="${e(name.version)}">${e(name.code)}</a>`;
  });
  const links = HEADER_LINKS.map(({ path: to, label }) => {
    const current = path === to || path.startsWith(`${to}/`);
    const attrs = current ? ' aria-current="page" class="nav-link active"' : ' class="nav-link"';
    return `<li><a${attrs} href="${localisedPath(locale, to)}">${e(t.nav[label])}</a></li>`;
  }).join('');
  return (
    '<header class="site-header">' +
    `<a class="logo" href="${localisedPath(locale, '/')}"><img src="/favicon.svg" alt="" width="36" height="36"><span class="logo__text">${e(t.museumName)}</span></a>` +
    `<nav class="site-nav" aria-label="${e(t.navLabel)}"><ul class="site-nav__links">${links}</ul></nav>` +
    switches.join('') +
    '<div class="site-header__account"><div class="account">' +
    `<span class="button button--small button--primary" aria-hidden="true">${e(t.login)}</span>` +
    `<a class="button button--small" href="${localisedPath(locale, '/register')}">${e(t.register)}</a>` +
    '</div></div>' +
    `<span class="icon-button menu-button" aria-hidden="true" title="${e(t.openMenu)}"><span class="menu-button__bars" aria-hidden="true"></span></span>` +
    '</header>'
  );
}
