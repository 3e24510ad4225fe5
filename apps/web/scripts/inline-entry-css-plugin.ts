import type { Plugin } from 'vite';

/** A stylesheet link as Vite writes it into index.html: `<link rel="stylesheet" crossorigin href="…">`. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/**
 * index.html with each of its stylesheets (`css`: their text by the `href` index.html names them
 * with) written into the page as a `<style>`, so the first paint (the server's summary, the shell)
 * waits for no request. Each keeps a `disabled` link of its own address, which browsers do not load
 * (a stylesheet link disabled in the HTML loads only once enabled: MDN, HTMLLinkElement.disabled;
 * Chromium checked with the built site), and Vite's preload helper, which adds a chunk's stylesheets
 * before it runs a lazily imported module, finds it among the page's `link rel="stylesheet"` and
 * does not fetch the entry's stylesheet again when a lazy chunk names it (ADR 072). A stylesheet
 * not given in `css` stays a link.
 */
export function inlineStylesheets(html: string, css: Readonly<Record<string, string>>): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const text = css[href];
    if (text === undefined) return link;
    // A `</style` inside would end the element early; minified CSS has none unless a string holds one.
    if (/<\/style/i.test(text)) throw new Error(`${href} holds «</style» and cannot be written into index.html`);
    return `<style>${text.trim()}</style>\n    <link rel="stylesheet" href="${href}" disabled>`;
  });
}

/** Writes the entry's stylesheet (the first load's, one file: vite.config.ts) into the built index.html. */
export function inlineEntryCssPlugin(): Plugin {
  let base = '/';
  return {
    name: 'museum-inline-entry-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const css: Record<string, string> = {};
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
          css[base + file.fileName] = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        }
        return inlineStylesheets(html, css);
      },
    },
  };
}
