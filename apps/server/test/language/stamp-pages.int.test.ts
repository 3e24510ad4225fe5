import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildPhoto } from '../catalogue-factories';
import { signIn } from '../factories';
import { createTestApp, type TestApp } from '../harness';
import { writeWebDist } from '../serving/web-dist-fixture';

const PUBLIC_URL = 'https://museum.example';

/** The heads of /stamps and /stamps/{id} (issue 33, ADR 061) in Russian and under /en, with their alternates and sitemap entries. */
describe('stamp pages in Russian and English', () => {
  let t: TestApp;
  let webDist: string;
  let stampId = 0;
  beforeAll(async () => {
    webDist = await writeWebDist(await mkdtemp(path.join(os.tmpdir(), 'museum-web-')));
    t = await createTestApp({ webDist, publicUrl: PUBLIC_URL });
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const maker = await buildManufacturer(t.database, { name: 'Тульский оружейный завод' });
    const photo = await buildPhoto(t.database, { published: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/archive/stamps',
      headers: moderator.auth,
      payload: {
        name: 'Звезда ТОЗ',
        kind: 'FACTORY',
        description: '<p>Знак Тульского завода.</p>',
        manufacturer: { id: maker.id },
        yearFrom: 1910,
        yearTo: 1917,
        photos: [{ id: photo.id }],
      },
    });
    expect(created.statusCode).toBe(201);
    stampId = created.json().id;
    await buildDetail(t.database, { stampIds: [stampId] });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const res = await t.app.inject({ url });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(head)?.[1];
    return { res, head, meta };
  };
  const alternates = (id: string) => [
    `<link rel="alternate" hreflang="ru" href="${PUBLIC_URL}${id}" />`,
    `<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/en${id}" />`,
    `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${id}" />`,
  ];
  const jsonLd = (head: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? 'null');

  it('gives /stamps/{id} a Russian head: kind, maker, years and bearing items as facts, the meaning, the image, a DefinedTerm', async () => {
    const { res, head, meta } = await page(`/stamps/${stampId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="ru">/);
    expect(head).toContain('<title>Звезда ТОЗ — Музей «Тульский Максим»</title>');
    expect(meta('name', 'description')).toBe(
      'Вид: заводское клеймо, Производитель: Тульский оружейный завод, Годы: 1910–1917, Предметов с клеймом: 1. Знак Тульского завода.',
    );
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/stamps/${stampId}" />`);
    for (const tag of alternates(`/stamps/${stampId}`)) expect(head).toContain(tag);
    expect(meta('property', 'og:type')).toBe('article');
    expect(meta('property', 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    expect(jsonLd(head)).toMatchObject({
      '@type': 'DefinedTerm',
      '@id': `${PUBLIC_URL}/stamps/${stampId}`,
      name: 'Звезда ТОЗ',
      termCode: 'FACTORY',
      description: 'Знак Тульского завода.',
    });
    expect(res.body).toContain('<h1>Звезда ТОЗ</h1>');
    expect(res.body).toContain('<dt>Вид</dt><dd>заводское клеймо</dd>');
  });

  it('gives /en/stamps/{id} an English head, marking the Russian content as Russian', async () => {
    const { res, head, meta } = await page(`/en/stamps/${stampId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="en">/);
    expect(head).toContain('<title>Звезда ТОЗ — Tula Maxim Museum</title>');
    expect(meta('name', 'description')).toBe(
      'Kind: factory stamp, Maker: Тульский оружейный завод, Years: 1910–1917, Items bearing it: 1. Знак Тульского завода.',
    );
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/en/stamps/${stampId}" />`);
    for (const tag of alternates(`/stamps/${stampId}`)) expect(head).toContain(tag);
    expect(meta('property', 'og:locale')).toBe('en_GB');
    // One stamp, one node, in both languages (issue 52); the page's own address is its url.
    expect(jsonLd(head)).toMatchObject({ '@id': `${PUBLIC_URL}/stamps/${stampId}`, url: `${PUBLIC_URL}/en/stamps/${stampId}` });
    expect(res.body).toContain('<h1 lang="ru">Звезда ТОЗ</h1>');
    expect(res.body).toContain('<dt>Kind</dt><dd>factory stamp</dd>');
    expect(res.body).toContain('<dt>Maker</dt><dd lang="ru">Тульский оружейный завод</dd>');

    const missing = await page('/en/stamps/999999');
    expect(missing.res.statusCode).toBe(404);
    expect(missing.head).toContain('<title>Page not found — Tula Maxim Museum</title>');
  });

  it('names the list of stamps in both languages', async () => {
    const russian = await page('/stamps');
    expect(russian.res.statusCode).toBe(200);
    expect(russian.head).toContain('<title>Клейма — Музей «Тульский Максим»</title>');
    for (const tag of alternates('/stamps')) expect(russian.head).toContain(tag);
    const english = await page('/en/stamps');
    expect(english.res.statusCode).toBe(200);
    expect(english.head).toContain('<title>Stamps — Tula Maxim Museum</title>');
    expect(english.head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/en/stamps" />`);
    for (const tag of alternates('/stamps')) expect(english.head).toContain(tag);
  });

  it('lists the stamp pages in both languages in the sitemap', async () => {
    const pages = (await t.app.inject({ url: '/sitemaps/pages.xml' })).body;
    expect(pages).toContain(`<loc>${PUBLIC_URL}/stamps</loc>`);
    expect(pages).toContain(`<loc>${PUBLIC_URL}/en/stamps</loc>`);
    const stamps = (await t.app.inject({ url: '/sitemaps/stamps-1.xml' })).body;
    for (const loc of [`${PUBLIC_URL}/stamps/${stampId}`, `${PUBLIC_URL}/en/stamps/${stampId}`]) {
      expect(stamps).toMatch(
        new RegExp(
          `<url><loc>${loc}</loc><lastmod>[^<]+</lastmod>` +
            `<xhtml:link rel="alternate" hreflang="ru" href="${PUBLIC_URL}/stamps/${stampId}"/>` +
            `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/en/stamps/${stampId}"/>`,
        ),
      );
    }
  });
});
