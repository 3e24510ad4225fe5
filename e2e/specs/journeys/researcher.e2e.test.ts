import { parse } from 'csv-parse/sync';
import { describe, expect, inject, it } from 'vitest';
import { catalogueAs, uniqueWord } from '../../src/catalogue';
import { useChromium } from '../../src/chromium';
import { JOURNEY_DEVICES, JOURNEY_TIMEOUT, press, startJourney } from '../../src/journey';
import { freshSeed } from '../../src/test-image';

describe.skipIf(!inject('chromium'))('journey: a researcher exports a search and reads it in a CSV reader', () => {
  const browser = useChromium();

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const baseUrl = inject('baseUrl');
      const staff = await catalogueAs(baseUrl, inject('accounts').moderator);
      const word = uniqueWord('Выписка');
      const seed = freshSeed();
      const photos = [await staff.upload(seed), await staff.upload(seed + 1)];
      // What archives hold: commas, quotes of both kinds, semicolons and paragraphs.
      const made = [
        {
          name: `Пулемёт ${word}, «образца 1910 года»`,
          description: '<p>Щит с надписью "Тула, 1915"; кожух — латунный.</p><p>Второй абзац: ремонт 1941 года.</p>',
          photos: photos.map((id) => ({ id })),
        },
        { name: `Пулемёт ${word} "учебный"`, description: '<p>Без фотографий, с кавычками "внутри"</p>', photos: [] },
        { name: `Пулемёт ${word} без описания`, photos: [] },
      ];
      const ids: number[] = [];
      for (const item of made) ids.push((await staff.post('/products', { ...item, belongsTo: 'максим', year: 1915 })).id);

      const { context, page, guard } = await startJourney(browser(), baseUrl, device);
      await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).fill(word);
      await press(device, page.locator('.landing__search').getByRole('button', { name: 'Найти' }));
      await page.getByText('Найдено: 3').waitFor();
      await guard.check('the search results');
      const listed = await page.locator('.result__title a').allInnerTexts();

      const [download] = await Promise.all([page.waitForEvent('download'), press(device, page.getByRole('link', { name: 'CSV' }))]);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      await guard.check('the export downloaded');

      // As spreadsheets and Python's csv read it: any line break outside quotes ends a record.
      const rows: Record<string, string>[] = parse(Buffer.concat(chunks), {
        bom: true,
        columns: true,
        record_delimiter: ['\r\n', '\n', '\r'],
      });
      expect(rows.map((row) => row.Название)).toEqual(expect.arrayContaining(listed));
      expect(rows).toHaveLength(3);
      const byUrl = new Map(rows.map((row) => [row.Ссылка, row]));
      made.forEach((item, i) => {
        const row = byUrl.get(`${baseUrl}/products/${ids[i]}`);
        expect(row?.Название).toBe(item.name);
        expect(row?.Год).toBe('1915');
        expect((row?.Фотографии ?? '').split(/\r?\n/).filter(Boolean)).toHaveLength(item.photos.length);
      });
      const first = byUrl.get(`${baseUrl}/products/${ids[0]}`);
      expect(first?.Описание).toContain('Щит с надписью "Тула, 1915"; кожух — латунный.');
      expect(first?.Описание).toContain('Второй абзац: ремонт 1941 года.');
      for (const id of photos) expect(first?.Фотографии).toContain(`${baseUrl}${(await staff.get<{ url: string }>(`/photos/${id}`)).url}`);
      await context.close();
    });
  }
});
