import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, webManifest } from '@museum/contract';
import { describe, expect, it } from 'vitest';

/** The web app manifest (issue 35 point 5; one per language, issue 52, served by the server) and its icons in public/. */
const web = path.resolve(import.meta.dirname, '../..');
const publicFile = (url: string) => readFileSync(path.join(web, 'public', url));

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: Buffer): string {
  expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  const manifest = webManifest('ru');

  it('is linked from the page shell with the theme colour and the touch icon', () => {
    const html = readFileSync(path.join(web, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(pngSize(publicFile('icons/apple-touch-icon.png'))).toBe('180x180');
  });

  it('names the museum in each language and starts at that language’s home page', () => {
    expect(manifest).toMatchObject({ name: 'Музей «Тульский Максим»', lang: 'ru', start_url: '/', display: 'standalone' });
    expect(webManifest('en')).toMatchObject({ name: 'Tula Maxim Museum', short_name: 'The Tula Maxim', lang: 'en', start_url: '/en' });
    // No Cyrillic in another language's manifest: every text comes from that language's page texts.
    for (const locale of LOCALES.filter((l) => l !== 'ru')) expect(JSON.stringify(webManifest(locale))).not.toMatch(/[А-яЁё]/);
  });

  it('offers 192 and 512 px icons, one maskable', () => {
    for (const icon of manifest.icons) expect(pngSize(publicFile(icon.src.slice(1))), icon.src).toBe(icon.sizes);
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
  });

  it('has /favicon.ico for whoever asks for it by name (crawlers, feed readers): the SVG icon at 16, 32 and 48 px', () => {
    const ico = publicFile('favicon.ico');
    // ICONDIR: reserved 0, type 1 (icon), the number of images; then one 16-byte entry each.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
      const entry = 6 + 16 * i;
      const image = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      expect(pngSize(image)).toBe(`${ico.readUInt8(entry)}x${ico.readUInt8(entry + 1)}`);
      return pngSize(image);
    });
    expect(sizes).toEqual(['16x16', '32x32', '48x48']);
  });
});
