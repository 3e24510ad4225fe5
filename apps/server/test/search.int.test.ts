import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { buildDetail, buildManufacturer, buildProduct, buildStamp, buildSubtype, buildType } from './catalogue-factories';
import { unique } from './factories';
import { useTestApp } from './harness';
import { getJson, qs } from './http';

describe('catalogue search: Russian morphology, numbers, references', () => {
  const ctx = useTestApp();
  /** Ids found by a query, scoped to one manufacturer so tests do not see each other's data. */
  const found = async (makerId: number, q: string, path = '/api/archive/search/all', extra: Record<string, string | number> = {}) => {
    const { status, body } = await getJson(ctx.app, `${path}?${qs({ q, manufacturer: makerId, size: 250, ...extra })}`);
    expect(status, `${q}: ${JSON.stringify(body)}`).toBe(200);
    return body.content.map((c: { id: number }) => c.id);
  };

  it('matches word forms: станки/станок, замки/замок, ремни/ремень, образцы/образец, латунь/латуни', async () => {
    const m = (await buildManufacturer(ctx.database)).id;
    const stanok = await buildProduct(ctx.database, { manufacturerId: m, name: 'Станок Соколова' });
    const zamok = await buildDetail(ctx.database, { manufacturerId: m, name: 'Замок' });
    const remni = await buildDetail(ctx.database, { manufacturerId: m, name: 'Ремни плечевые' });
    const obrazcy = await buildDetail(ctx.database, { manufacturerId: m, name: 'Образцы клейм' });
    const latun = await buildDetail(ctx.database, { manufacturerId: m, name: 'Втулка', description: '<p>Сделана из <em>латуни</em></p>' });
    expect(await found(m, 'станки')).toEqual([stanok.id]);
    expect(await found(m, 'станок')).toEqual([stanok.id]);
    expect(await found(m, 'станков')).toEqual([stanok.id]);
    expect(await found(m, 'замки')).toEqual([zamok.id]);
    expect(await found(m, 'ремень')).toEqual([remni.id]);
    expect(await found(m, 'образец')).toEqual([obrazcy.id]);
    expect(await found(m, 'латунь')).toEqual([latun.id]);
    expect(await found(m, 'ЛАТУНЬ')).toEqual([latun.id]);
    // A short last word is still being typed: it matches as a prefix.
    expect(await found(m, 'из лату')).toEqual([latun.id]);
    expect(await found(m, 'стан')).toEqual([stanok.id]);
    expect(await found(m, 'станок соколова')).toEqual([stanok.id]);
    expect(await found(m, 'станок латунь')).toEqual([]);
  });

  it('treats ё as е both ways, ignores case, and searches description text without tags', async () => {
    const m = (await buildManufacturer(ctx.database)).id;
    const priemnik = await buildDetail(ctx.database, { manufacturerId: m, name: 'Приёмник' });
    const kolesa = await buildDetail(ctx.database, { manufacturerId: m, name: 'Колеса' });
    const tagged = await buildDetail(ctx.database, { manufacturerId: m, name: 'Планка', description: '<p class="бронза">сталь</p>' });
    expect(await found(m, 'приемник')).toEqual([priemnik.id]);
    expect(await found(m, 'ПРИЁМНИК')).toEqual([priemnik.id]);
    expect(await found(m, 'колёса')).toEqual([kolesa.id]);
    expect(await found(m, 'сталь')).toEqual([tagged.id]);
    expect(await found(m, 'бронза')).toEqual([]);
  });

  it('matches serial numbers exactly and by prefix, letters and spaces included, and a 4-digit year', async () => {
    const m = (await buildManufacturer(ctx.database)).id;
    const gun = await buildProduct(ctx.database, { manufacturerId: m, number: '4А166', year: 1906 });
    const shield = await buildDetail(ctx.database, { manufacturerId: m, number: 'АЕ 2415', year: 1941 });
    const plain = await buildDetail(ctx.database, { manufacturerId: m, number: '1941', year: 1950 });
    expect(await found(m, '4А166')).toEqual([gun.id]);
    expect(await found(m, '4а1')).toEqual([gun.id]);
    // A number inside a word is found by its digits (ADR 078).
    expect(await found(m, '166')).toEqual([gun.id]);
    expect(await found(m, 'ае 24')).toEqual([shield.id]);
    expect(await found(m, 'АЕ 2415')).toEqual([shield.id]);
    expect(await found(m, '1906')).toEqual([gun.id]);
    expect((await found(m, '1941', '/api/archive/search/all', { sort: 'id,asc' })).sort()).toEqual([shield.id, plain.id].sort());
    expect(await found(m, '50%')).toEqual([]);
  });

  it('finds a surname and «Максим» in any case form: Соколов/Соколова, Максим/Максима', async () => {
    const m = (await buildManufacturer(ctx.database)).id;
    const sokolova = await buildProduct(ctx.database, { manufacturerId: m, name: 'Станок Соколова' });
    const sokolov = await buildDetail(ctx.database, { manufacturerId: m, name: 'Щит системы Соколов' });
    const maxima = await buildProduct(ctx.database, { manufacturerId: m, name: 'Пулемёт Максима' });
    const sort = { sort: 'id,asc' };
    for (const q of ['Соколов', 'соколова', 'Соколову', 'СОКОЛОВЫМ']) {
      expect(await found(m, q, '/api/archive/search/all', sort), q).toEqual([sokolova.id, sokolov.id]);
    }
    expect(await found(m, 'Максим')).toEqual([maxima.id]);
    expect(await found(m, 'максима')).toEqual([maxima.id]);
    expect(await found(m, 'станок соколов')).toEqual([sokolova.id]);
  });

  it('normalises serials: Latin look-alike letters, case, spaces and hyphens between prefix and number', async () => {
    const m = (await buildManufacturer(ctx.database)).id;
    const shield = await buildDetail(ctx.database, { manufacturerId: m, number: 'АЕ 3310', year: 1941 });
    const latin = await buildDetail(ctx.database, { manufacturerId: m, number: 'KM-1202', year: 1942 });
    for (const q of ['АЕ 3310', 'AE 3310', 'АЕ3310', 'ae3310', 'ае-3310', 'Ae 33', 'AE-331']) {
      expect(await found(m, q), q).toEqual([shield.id]);
    }
    for (const q of ['КМ 1202', 'км1202', 'KM1202', 'km 12']) {
      expect(await found(m, q), q).toEqual([latin.id]);
    }
    expect(await found(m, 'АЕ 3311')).toEqual([]);
  });

  it('searches type, subtype, manufacturer and stamp names, and follows renames and stamp changes', async () => {
    const maker = await buildManufacturer(ctx.database, { name: `Ковровский завод ${unique()}` });
    const m = maker.id;
    const type = await buildType(ctx.database, { name: `Кожух ${unique()}` });
    const subtype = await buildSubtype(ctx.database, type.id, { name: `гофрированный ${unique()}` });
    const stamp = await buildStamp(ctx.database, { name: `Звезда ${unique()}` });
    const detail = await buildDetail(ctx.database, {
      manufacturerId: m,
      typeId: type.id,
      subtypeId: subtype.id,
      name: null,
      stampIds: [stamp.id],
    });
    const product = await buildProduct(ctx.database, { manufacturerId: m, name: 'Пулемёт' });
    expect(await found(m, 'кожухи')).toEqual([detail.id]);
    expect(await found(m, 'гофрированные')).toEqual([detail.id]);
    expect(await found(m, 'звезды')).toEqual([detail.id]);
    expect((await found(m, 'ковровского', '/api/archive/search/all', { sort: 'id,asc' })).sort()).toEqual([detail.id, product.id].sort());

    const db = ctx.database.db;
    await db
      .update(t.manufacturers)
      .set({ name: `Дегтярёвский ${unique()}` })
      .where(eq(t.manufacturers.id, m));
    await db
      .update(t.detailTypes)
      .set({ name: `Ствол ${unique()}` })
      .where(eq(t.detailTypes.id, type.id));
    await db
      .update(t.detailSubtypes)
      .set({ name: `гладкий ${unique()}` })
      .where(eq(t.detailSubtypes.id, subtype.id));
    await db
      .update(t.stamps)
      .set({ name: `Орёл ${unique()}` })
      .where(eq(t.stamps.id, stamp.id));
    expect(await found(m, 'ковровский')).toEqual([]);
    expect((await found(m, 'дегтяревский')).sort()).toEqual([detail.id, product.id].sort());
    expect(await found(m, 'стволы')).toEqual([detail.id]);
    expect(await found(m, 'кожух')).toEqual([]);
    expect(await found(m, 'гладкие')).toEqual([detail.id]);
    expect(await found(m, 'орел')).toEqual([detail.id]);

    await db.delete(t.detailStamps).where(eq(t.detailStamps.detailId, detail.id));
    expect(await found(m, 'орел')).toEqual([]);
    const another = await buildStamp(ctx.database, { name: `Якорь ${unique()}` });
    await db.insert(t.detailStamps).values({ detailId: detail.id, stampId: another.id });
    expect(await found(m, 'якоря')).toEqual([detail.id]);
  });

  it('survives hostile text: quotes, operators, NUL bytes, long strings', async () => {
    const m = (await buildManufacturer(ctx.database)).id;
    const item = await buildProduct(ctx.database, { manufacturerId: m, name: 'Надульник' });
    const hostile = [
      "'",
      '"',
      "станок' | 'x",
      '&|!():*',
      '<->',
      '!',
      '\\',
      '%_',
      '\u0000',
      'над\u0000ульник',
      ':*',
      "'':*",
      'a:*b',
      '(((',
      'ё'.repeat(900),
      "/usr/o'neil\\x.txt",
      "http://x.ru/a'b\\c?d=1",
    ];
    for (const q of hostile) {
      for (const path of [
        '/api/archive/search/all',
        '/api/archive/products/search',
        '/api/archive/details/page',
        '/api/archive/products',
      ]) {
        const { status } = await getJson(ctx.app, `${path}?${qs({ q, sort: path.endsWith('products') ? 'id,desc' : 'relevance,desc' })}`);
        expect(status, `${path} ${JSON.stringify(q)}`).toBe(200);
      }
    }
    expect(await found(m, 'надульник!')).toEqual([item.id]);
    const tooLong = await getJson(ctx.app, `/api/archive/search/all?${qs({ q: 'станок '.repeat(1500) })}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('VALIDATION_FAILED');
  });
});
