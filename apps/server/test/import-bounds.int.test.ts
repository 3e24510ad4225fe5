import { IMPORT_LIMITS } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { signIn } from './factories';
import { useTestApp } from './harness';
import { CSV, csv, importer, XLSX } from './import-helpers';
import { photoZipBombs, zipBombs, zipOf } from './zip-bombs';

const tooBig = Math.ceil(IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024) + 1;
const ZIP = 'application/zip';
/** The photo upload's limit here: each photo of a ZIP is bounded by it (ADR 087); small, so the bombs are cheap to make. */
const PHOTO_MAX = 1024 * 1024;
/** Photos of at most the upload limit each, together more than a ZIP may unpack to. */
const overZipTotal = Math.ceil(IMPORT_LIMITS.maxZipUnpackedBytes / PHOTO_MAX) + 1;

/** No spreadsheet can stall the server (issue 50, point 1; ADR 079). */
describe('imports: files that would stall the server', () => {
  const t = useTestApp({ uploadMaxBytes: PHOTO_MAX });
  const api = importer(t);

  /** Issue 50's zip bombs, each with the refusal it gets; and ZIPs of a sheet and photos past their bounds (ADR 087). */
  const bombs = {
    'a long text run': [() => zipBombs.longText(tooBig), 'IMPORT_UNPACKED_TOO_LARGE'],
    'a long text run whose headers say it is small': [() => zipBombs.longText(tooBig, true), 'IMPORT_UNPACKED_TOO_LARGE'],
    'many cells': [() => zipBombs.manyCells(IMPORT_LIMITS.maxCells + 100), 'IMPORT_TOO_MANY_CELLS'],
    'many sheets': [() => zipBombs.manySheets(200, IMPORT_LIMITS.maxCells / 100), 'IMPORT_TOO_MANY_CELLS'],
    'a photo larger than an upload': [() => photoZipBombs.bigPhoto(PHOTO_MAX + 1), 'IMPORT_ZIP_FILE_TOO_LARGE'],
    'a photo whose headers say it is small': [() => photoZipBombs.bigPhoto(PHOTO_MAX * 8, true), 'IMPORT_ZIP_FILE_TOO_LARGE'],
    'photos past the unpacked total': [() => photoZipBombs.manyBytes(overZipTotal, PHOTO_MAX), 'IMPORT_ZIP_TOO_LARGE'],
    'photos past the total whose headers say they are small': [
      () => photoZipBombs.manyBytes(overZipTotal, PHOTO_MAX, true),
      'IMPORT_ZIP_TOO_LARGE',
    ],
    'more files than a ZIP may hold': [() => photoZipBombs.manyFiles(IMPORT_LIMITS.maxZipFiles + 1), 'IMPORT_ZIP_TOO_MANY_FILES'],
  } as const;

  it.each(Object.keys(bombs) as (keyof typeof bombs)[])('refuses a zip bomb of %s with a 413 problem', async (kind) => {
    const [make, code] = bombs[kind];
    const user = await signIn(t.database, 'USER', t.clock.now());
    const res = await api.preview(user.auth, await make(), 'bomb.zip', ZIP);
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code });
  });

  it('words the refusal in the caller’s language', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const english = await api.preview(user.auth, await bombs['a long text run'][0](), 'bomb.xlsx', XLSX, 'en');
    expect(english.json().detail).toBe('The table in the file takes more than 10 MB unpacked: split it into parts');
    const russian = await api.preview(user.auth, await bombs['many cells'][0](), 'bomb.xlsx', XLSX);
    expect(russian.json().detail).toBe(`В таблице больше ${IMPORT_LIMITS.maxCells} ячеек: разделите её на части`);
    const photo = await api.preview(user.auth, await bombs['a photo whose headers say it is small'][0](), 'bomb.zip', ZIP, 'en');
    expect(photo.json().detail).toBe('A file in the archive is larger than 1 MB: make the photo smaller');
    const total = await api.preview(user.auth, await bombs['photos past the unpacked total'][0](), 'bomb.zip', ZIP);
    expect(total.json().detail).toBe('Архив занимает больше 64 МБ в распакованном виде: разделите его на части');
  });

  it('refuses a ZIP larger than it takes, and one without a table, with problems', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const big = await api.preview(user.auth, Buffer.alloc(IMPORT_LIMITS.maxZipBytes + 1), 'big.zip', ZIP);
    expect(big.statusCode).toBe(413);
    expect(big.headers['content-type']).toContain('application/problem+json');
    const sheetAlone = await api.preview(user.auth, Buffer.alloc(IMPORT_LIMITS.maxBytes + 1, 'a'), 'big.csv', CSV, 'en');
    expect(sheetAlone.statusCode).toBe(413);
    expect(sheetAlone.json()).toMatchObject({ code: 'IMPORT_TOO_LARGE', detail: 'The file is larger than 2 MB: split it into parts' });
    const onlyPhotos = await api.preview(user.auth, zipOf([{ name: 'p0.jpg', content: Buffer.from('x') }]), 'photos.zip', ZIP);
    expect(onlyPhotos.statusCode).toBe(400);
    expect(onlyPhotos.json()).toMatchObject({
      code: 'IMPORT_ZIP_NO_SHEET',
      detail: 'В архиве должна быть одна таблица CSV или XLSX, рядом с ней файлы фотографий',
    });
  });

  it('answers /api/health while bombs are being read', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const files = [
      await zipBombs.longText(tooBig, true),
      await zipBombs.manyCells(IMPORT_LIMITS.maxCells + 100),
      await photoZipBombs.manyBytes(overZipTotal, PHOTO_MAX, true),
      await zipBombs.longText(Math.floor(IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024) - 1),
    ];
    let settled = 0;
    const answers = files.map((bomb) =>
      api.preview(user.auth, bomb, 'bomb.xlsx', XLSX).finally(() => {
        settled++;
      }),
    );
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(settled).toBeLessThan(files.length);
    expect((await Promise.all(answers)).map((res) => res.statusCode)).toEqual([413, 413, 413, 201]);
  });

  describe('a file that takes longer than the time limit', () => {
    const slow = useTestApp({ importReadTimeoutMs: 1 });

    it('ends its reading process and answers 413', async () => {
      const user = await signIn(slow.database, 'USER', slow.clock.now());
      const res = await importer(slow).preview(user.auth, csv(['Вид,Название', 'изделие,Пулемёт']), 'import.csv', CSV);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'IMPORT_TOO_SLOW',
        detail: 'Файл не удалось прочитать за 1 с: разделите его на части или сохраните как CSV',
      });
    });
  });
});
