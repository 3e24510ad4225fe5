import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { scaled } from '@museum/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { loadDemoDataIfEmpty } from '../../src/db/demo-data/load';
import * as schema from '../../src/db/schema';
import { createOaiRepository } from '../../src/modules/oai/oai.repository';
import { createOaiService, OAI_PAGE_SIZE, OAI_TOKEN_KEY } from '../../src/modules/oai/oai.service';
import { decodeCursor, encodeCursor } from '../../src/modules/oai/oai-token';
import { createServerKeysRepository } from '../../src/modules/oai/server-keys.repository';
import { buildDetail, buildManufacturer, buildProduct, buildStamp, buildType } from '../catalogue-factories';
import { signIn } from '../factories';
import { createTestApp, useTestApp } from '../harness';

const FIXTURES = fileURLToPath(new URL('../fixtures/oai-pmh/', import.meta.url));
const schemaFile = (fileName: string) => ({ fileName, contents: readFileSync(`${FIXTURES}${fileName}`, 'utf8') });
/** OAI-PMH.xsd reads a record's metadata strictly: oai_dc (and what it imports) is loaded beside it. */
const SCHEMA = schemaFile('responses.xsd');
const IMPORTS = ['OAI-PMH.xsd', 'oai_dc.xsd', 'simpledc20021212.xsd', 'xml.xsd'].map(schemaFile);

/** The schema errors libxml2 finds in an answer against the OAI-PMH and oai_dc XSDs; none when it is valid. */
async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'answer.xml', contents: xml }], schema: SCHEMA, preload: IMPORTS });
  return result.errors.map((error) => error.message);
}

describe('OAI-PMH 2.0 at /oai (issue 35)', () => {
  const t = useTestApp({ contactEmail: 'muzej@example.org' });
  let base: string;
  let host: string;
  const expected = new Set<string>();
  let deletedId = 0;
  let stampId = 0;
  beforeAll(async () => {
    // The demo catalogue, and more products than fit a page, so a harvest follows resumption tokens across kinds.
    expect(await loadDemoDataIfEmpty(t.database.db, t.storage)).not.toBeNull();
    const maker = await buildManufacturer(t.database, { name: 'Испытательный завод' });
    for (let i = 0; i < OAI_PAGE_SIZE + 5; i += 1) {
      await buildProduct(t.database, {
        name: `Пулемёт ${i}`,
        year: 1910 + (i % 30),
        manufacturerId: maker.id,
        belongsTo: i % 2 ? 'максим' : 'станок',
        description: '<p>Образец <b>1910</b> года &amp; щит</p>',
      });
    }
    const type = await buildType(t.database, { name: 'Щит' });
    for (let i = 0; i < 3; i += 1) await buildDetail(t.database, { typeId: type.id, name: null });
    stampId = (await buildStamp(t.database, { name: 'Клеймо ТОЗ', manufacturerId: maker.id })).id;
    // A product deleted through the API: reported as deleted, for good.
    const admin = await signIn(t.database, 'ADMIN', t.clock.now());
    const doomed = await buildProduct(t.database, { name: 'Удалённый', belongsTo: 'максим' });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/archive/products/${doomed.id}`, headers: admin.auth });
    expect(removed.statusCode).toBe(204);
    deletedId = doomed.id;
    // Every record the catalogue has: all of it is public.
    const db = t.database.db;
    for (const [kind, table] of [
      ['products', schema.products],
      ['details', schema.details],
      ['manufacturers', schema.manufacturers],
      ['stamps', schema.stamps],
    ] as const) {
      for (const { id } of await db.select({ id: table.id }).from(table)) expected.add(`${kind}/${id}`);
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/oai`;
    host = new URL(t.config.publicUrl).hostname;
  }, scaled(600_000));
  afterAll(async () => {
    await t.app.server.close();
  });
  const get = async (query: string) => {
    const res = await t.app.inject({ url: `/oai?${query}` });
    expect(res.statusCode, query).toBe(200);
    expect(await schemaErrors(res.body), query).toEqual([]);
    return res.body;
  };

  it('is harvested whole, the demo catalogue and more, each record once, by a real OAI-PMH client following resumption tokens', async () => {
    const harvester = fileURLToPath(new URL('../oai-harvest.cjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [harvester, base], {
      maxBuffer: 10_000_000,
      // Not vitest's NODE_OPTIONS and loaders: the client runs in a plain Node.
      env: { PATH: process.env.PATH ?? '' },
    });
    const harvest = JSON.parse(stdout) as {
      identity: Record<string, string>;
      records: { identifier: string; deleted: boolean }[];
      sets: string[];
    };
    expect(harvest.identity).toMatchObject({ protocolVersion: '2.0', granularity: 'YYYY-MM-DDThh:mm:ssZ', deletedRecord: 'persistent' });
    const live = harvest.records.filter((record) => !record.deleted).map((record) => record.identifier.replace(`oai:${host}:`, ''));
    expect(live.length).toBeGreaterThan(OAI_PAGE_SIZE);
    expect(new Set(live).size).toBe(live.length);
    expect(new Set(live)).toEqual(expected);
    expect(harvest.records.filter((record) => record.deleted).map((record) => record.identifier)).toEqual([
      `oai:${host}:products/${deletedId}`,
    ]);
    expect(harvest.sets).toEqual([
      'products',
      'details',
      'manufacturers',
      'stamps',
      'purpose:maxim',
      'purpose:stanok',
      'purpose:other',
      'purpose:zip',
    ]);
  });

  it('answers oai_dc records valid by the schemas: permanent URL, year, maker, plain description, type, rights, manifest', async () => {
    const product = `products/${deletedId - 1}`;
    const xml = await get(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:${product}`);
    expect(xml).toContain(`<dc:identifier>${t.config.publicUrl}/${product}</dc:identifier>`);
    expect(xml).toContain('<dc:creator>Испытательный завод</dc:creator>');
    expect(xml).toContain('<dc:description>Образец 1910 года &amp; щит</dc:description>');
    expect(xml).toContain('<dc:type>PhysicalObject</dc:type>');
    expect(xml).toContain('<dc:format>text/html</dc:format>');
    expect(xml).toContain('<dc:rights>https://creativecommons.org/licenses/by-sa/4.0/</dc:rights>');
    expect(xml).toContain(`<dc:relation>${t.config.publicUrl}/iiif/${product}/manifest.json</dc:relation>`);
    expect(xml).toMatch(/<dc:date>19\d\d<\/dc:date>/);
    expect(xml).toMatch(/<setSpec>products<\/setSpec><setSpec>purpose:(maxim|stanok)<\/setSpec>/);
    // A stamp's permanent URL is its own page (ADR 061), its creator the stamp's maker.
    const stampXml = await get(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:stamps/${stampId}`);
    expect(stampXml).toContain(`<dc:identifier>${t.config.publicUrl}/stamps/${stampId}</dc:identifier>`);
    expect(stampXml).toContain('<dc:creator>Испытательный завод</dc:creator>');
    // The deleted product: its header alone, marked deleted.
    const gone = await get(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:products/${deletedId}`);
    expect(gone).toMatch(/<header status="deleted"><identifier>[^<]+<\/identifier><datestamp>/);
    expect(gone).not.toContain('<metadata>');
    for (const verb of ['Identify', 'ListMetadataFormats', 'ListSets']) await get(`verb=${verb}`);
    await get(`verb=ListMetadataFormats&identifier=oai:${host}:${product}`);
  });

  it('lists a set: a kind, or a purpose (products and details only), deletions in the set included', async () => {
    const makers = await get('verb=ListIdentifiers&metadataPrefix=oai_dc&set=manufacturers');
    expect(makers.match(/<header>/g)).toHaveLength([...expected].filter((id) => id.startsWith('manufacturers/')).length);
    // The whole purpose set, page by page.
    const tokenOf = (xml: string) => /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
    let page = await get('verb=ListRecords&metadataPrefix=oai_dc&set=purpose:maxim');
    let maxim = page;
    for (let token = tokenOf(page); token; token = tokenOf(page)) {
      page = await get(`verb=ListRecords&resumptionToken=${token}`);
      maxim += page;
    }
    expect(maxim).not.toContain('purpose:stanok');
    expect(maxim).not.toContain('<setSpec>stamps</setSpec>');
    expect(maxim).toContain(`<identifier>oai:${host}:products/${deletedId}</identifier>`);
    // The deleted product is in the sets it was listed under: its kind's and its purpose's.
    expect(maxim).toMatch(
      new RegExp(
        `<header status="deleted"><identifier>oai:${host}:products/${deletedId}</identifier><datestamp>[^<]+</datestamp><setSpec>products</setSpec><setSpec>purpose:maxim</setSpec></header>`,
      ),
    );
    const zip = await get('verb=ListIdentifiers&metadataPrefix=oai_dc&set=purpose:zip');
    expect(zip).not.toMatch(/purpose:(maxim|stanok|other)|<setSpec>(manufacturers|stamps)/);
  });

  it(
    'answers every protocol error as a document valid by the schema, with status 200 and no 5xx',
    async () => {
      const future = '2999-01-01';
      for (const [query, code] of [
        ['', 'badVerb'],
        ['verb=Nothing', 'badVerb'],
        ['verb=Identify&extra=1', 'badArgument'],
        ['verb=ListRecords', 'badArgument'],
        ['verb=GetRecord&identifier=x', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&from=2020-13-45', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&from=2020-02-30', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-01T25:00:00Z', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-01&until=2020-01-01T00:00:00Z', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&set=nothing', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&set=%3Cb%3E', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc', 'badArgument'],
        ['verb=Identify&verb=Identify', 'badVerb'],
        ['verb=ListRecords&resumptionToken=abc&metadataPrefix=oai_dc', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
        ['verb=ListRecords&metadataPrefix=%3Cx%3E', 'cannotDisseminateFormat'],
        [`verb=GetRecord&metadataPrefix=marc21&identifier=oai:${host}:${[...expected][0]}`, 'cannotDisseminateFormat'],
        [`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:products/99999999`, 'idDoesNotExist'],
        [`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:products/99999999999`, 'idDoesNotExist'],
        ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere.example:products/1', 'idDoesNotExist'],
        ['verb=GetRecord&metadataPrefix=oai_dc&identifier=%20%3C%3E', 'idDoesNotExist'],
        ['verb=ListMetadataFormats&identifier=oai:x:things/1', 'idDoesNotExist'],
        [`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${future}`, 'noRecordsMatch'],
        ['verb=ListIdentifiers&metadataPrefix=oai_dc&set=products&until=1971-01-01', 'noRecordsMatch'],
        ['verb=ListRecords&resumptionToken=not-ours', 'badResumptionToken'],
        ['verb=ListRecords&resumptionToken=bnVsbA', 'badResumptionToken'],
        ['verb=ListRecords&resumptionToken=e30', 'badResumptionToken'],
        ['verb=ListSets&resumptionToken=abc', 'badResumptionToken'],
      ] as const) {
        expect(await get(query), query).toContain(`<error code="${code}">`);
      }
      // The POSTed form answers the same, and a body that is not a form is a protocol error, not a 5xx.
      for (const payload of ['verb=Identify', 'verb=Nope', '%%%']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/oai',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        expect(res.statusCode, payload).toBe(200);
        expect(await schemaErrors(res.body), payload).toEqual([]);
      }
      // Thirty-odd documents, each checked against the schemas by libxml2 in WebAssembly.
    },
    scaled(120_000),
  );

  it('lists by change time, continues by a token that a restarted server reads, and refuses it once expired', async () => {
    // Rows are stamped by the database's clock, the test clock only dates tokens and revisions.
    const today = new Date().toISOString().slice(0, 10);
    const page = await get(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${today}&set=products`);
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(page)?.[1] ?? '';
    expect(token).not.toBe('');
    // A new service on the same database (as after a restart) continues the harvest from the token alone.
    const restarted = createOaiService({
      records: createOaiRepository(t.database.db),
      keys: createServerKeysRepository(t.database.db),
      clock: t.clock,
      publicUrl: t.config.publicUrl,
      textsLicence: 'https://creativecommons.org/licenses/by-sa/4.0/',
      adminEmail: 'muzej@example.org',
    });
    const next = await restarted.handle({ verb: 'ListIdentifiers', resumptionToken: token });
    expect(await schemaErrors(next)).toEqual([]);
    expect(next.match(/<header>/g)?.length).toBeGreaterThan(0);
    expect(next).toContain(`<resumptionToken cursor="${OAI_PAGE_SIZE}"/>`);
    // The protocol's other binding: a POSTed form continues it too.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/oai',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `verb=ListIdentifiers&resumptionToken=${token}`,
    });
    expect(posted.body).not.toContain('<error');
    // A stamp has its own change time (its updated_at): made today, it is in today's harvest of stamps.
    expect(await get(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${today}&set=stamps`)).toMatch(
      /<identifier>[^<]+:stamps\/\d+<\/identifier>/,
    );
    // A change time window: nothing changed after today, everything since.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await get(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${tomorrow}`)).toContain('<error code="noRecordsMatch">');
    t.clock.advance(25 * 60 * 60 * 1000);
    expect(await get(`verb=ListIdentifiers&resumptionToken=${token}`)).toContain('<error code="badResumptionToken">');
  });

  it('signs its tokens: a changed expiry, format or window is refused as badResumptionToken, never a 400', async () => {
    const page = await get('verb=ListIdentifiers&metadataPrefix=oai_dc&set=products');
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(page)?.[1] ?? '';
    const key = await createServerKeysRepository(t.database.db).keyNamed(OAI_TOKEN_KEY);
    const cursor = decodeCursor(token, t.clock.now(), key);
    expect(cursor).not.toBeNull();
    const [state = '', signature = ''] = token.split('.');
    const restate = (change: object) => Buffer.from(JSON.stringify({ ...cursor, ...change }), 'utf8').toString('base64url');
    const forged = [
      // The state alone, as tokens were before they were signed.
      state,
      // A later expiry, a year's worth, under the old signature.
      `${restate({ expires: Date.now() + 365 * 86_400_000 })}.${signature}`,
      `${restate({ from: 'yesterday' })}.${signature}`,
      `${state}.${'A'.repeat(43)}`,
      // Signed with the servers' own key, but a format this repository does not disseminate, or a window no server writes.
      encodeCursor({ ...(cursor as NonNullable<typeof cursor>), metadataPrefix: 'marc21' }, key),
      encodeCursor({ ...(cursor as NonNullable<typeof cursor>), from: '2020' }, key),
    ];
    for (const bad of forged) {
      const answer = await t.app.inject({ url: `/oai?verb=ListIdentifiers&resumptionToken=${encodeURIComponent(bad)}` });
      expect(answer.statusCode, bad).toBe(200);
      expect(answer.body, bad).toContain('<error code="badResumptionToken">');
    }
    expect(await get(`verb=ListIdentifiers&resumptionToken=${token}`)).not.toContain('<error');
  });

  it('names the operator’s CONTACT_EMAIL in Identify, and without one offers no repository (nothing invented)', async () => {
    expect(await get('verb=Identify')).toContain('<adminEmail>muzej@example.org</adminEmail>');
    const without = await createTestApp();
    try {
      const answer = await without.app.inject({ url: '/oai?verb=Identify' });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.json().detail).toMatch(/CONTACT_EMAIL/);
    } finally {
      await without.close();
    }
  });
});
