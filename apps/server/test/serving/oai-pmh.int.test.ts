import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { buildDetail, buildManufacturer, buildProduct, buildType } from '../catalogue-factories';
import { useTestApp } from '../harness';

/** Whether libxml2 reads the answer as well-formed XML. */
async function wellFormed(xml: string): Promise<boolean> {
  const result = await validateXML({ xml: [{ fileName: 'answer.xml', contents: xml }], normalization: 'format' });
  return result.valid;
}

describe('OAI-PMH 2.0 at /oai (issue 35)', () => {
  const t = useTestApp();
  let base: string;
  let host: string;
  const expected = new Set<string>();
  beforeAll(async () => {
    const maker = await buildManufacturer(t.database, { name: 'ТОЗ' });
    for (let i = 0; i < 105; i += 1) {
      const product = await buildProduct(t.database, { name: `Пулемёт ${i}`, year: 1910 + (i % 30), manufacturerId: maker.id });
      expected.add(`products/${product.id}`);
    }
    const type = await buildType(t.database, { name: 'Щит' });
    for (let i = 0; i < 3; i += 1) expected.add(`details/${(await buildDetail(t.database, { typeId: type.id, name: null })).id}`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/oai`;
    host = new URL(t.config.publicUrl).host;
  });
  afterAll(async () => {
    await t.app.server.close();
  });
  const get = async (query: string) => (await t.app.inject({ url: `/oai?${query}` })).body;

  it('is harvested whole, each record once, by a real OAI-PMH client following resumption tokens', async () => {
    const harvester = fileURLToPath(new URL('../oai-harvest.cjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [harvester, base], { maxBuffer: 10_000_000 });
    const harvest = JSON.parse(stdout) as { identity: Record<string, string>; records: string[]; sets: string[] };
    expect(harvest.identity).toMatchObject({ protocolVersion: '2.0', granularity: 'YYYY-MM-DDThh:mm:ssZ', deletedRecord: 'no' });
    const seen = harvest.records.map((identifier) => identifier.replace(`oai:${host}:`, ''));
    // Other tests' rows may share the database: every one of ours is there, and no record twice.
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of expected) expect(seen).toContain(id);
    expect(harvest.sets).toEqual(['products', 'details']);
  });

  it('answers oai_dc records: permanent URL, year, maker, manifest', async () => {
    const [first] = [...expected];
    const xml = await get(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:${first}`);
    expect(await wellFormed(xml)).toBe(true);
    expect(xml).toContain(`<dc:identifier>${t.config.publicUrl}/${first}</dc:identifier>`);
    expect(xml).toContain('<dc:creator>ТОЗ</dc:creator>');
    expect(xml).toContain(`<dc:relation>${t.config.publicUrl}/iiif/${first}/manifest.json</dc:relation>`);
    expect(xml).toMatch(/<dc:date>19\d\d<\/dc:date>/);
    expect(xml).toContain('<setSpec>products</setSpec>');
  });

  it('answers every protocol error as a well-formed document with status 200', async () => {
    const future = '2999-01-01';
    for (const [query, code] of [
      ['', 'badVerb'],
      ['verb=Nothing', 'badVerb'],
      ['verb=Identify&extra=1', 'badArgument'],
      ['verb=ListRecords', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2020-13-45', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-01&until=2020-01-01T00:00:00Z', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&set=stamps', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
      [`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:products/99999999`, 'idDoesNotExist'],
      ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere.example:products/1', 'idDoesNotExist'],
      [`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${future}`, 'noRecordsMatch'],
      ['verb=ListRecords&resumptionToken=not-ours', 'badResumptionToken'],
      ['verb=ListRecords&resumptionToken=abc&metadataPrefix=oai_dc', 'badArgument'],
    ] as const) {
      const res = await t.app.inject({ url: `/oai?${query}` });
      expect(res.statusCode, query).toBe(200);
      expect(res.headers['content-type'], query).toMatch(/^text\/xml/);
      expect(res.body, query).toContain(`<error code="${code}">`);
      expect(await wellFormed(res.body), query).toBe(true);
    }
  });

  it('lists by change time, continues by a token that any process reads, and refuses it once expired', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = await get(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${today}&set=products`);
    expect(await wellFormed(page)).toBe(true);
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(page)?.[1];
    expect(token).toBeDefined();
    // The token is its own state: a POSTed form (the protocol's other binding) continues it.
    const next = await t.app.inject({
      method: 'POST',
      url: '/oai',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `verb=ListIdentifiers&resumptionToken=${token}`,
    });
    expect(next.body).toContain('<header><identifier>');
    expect(next.body).not.toContain('<error');
    t.clock.advance(25 * 60 * 60 * 1000);
    expect(await get(`verb=ListIdentifiers&resumptionToken=${token}`)).toContain('<error code="badResumptionToken">');
    expect(await get('verb=ListIdentifiers&metadataPrefix=oai_dc&until=2000-01-01')).toContain('<error code="noRecordsMatch">');
  });
});
