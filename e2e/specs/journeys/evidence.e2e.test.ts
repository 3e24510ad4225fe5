import { describe, expect, inject, it } from 'vitest';
import { catalogueAs, uniqueWord } from '../../src/catalogue';
import { screenshot, useChromium } from '../../src/chromium';
import { eventually, followHeaderLink, JOURNEY_DEVICES, JOURNEY_TIMEOUT, press, signInByClicks, startJourney } from '../../src/journey';

const STAR = 'Звезда со стрелой (Тула)';

/**
 * Evidence that shows itself (issue 51): a visitor identifies a stamp through the visual key and
 * follows its crop to the photo; a moderator reviews a proposed part with every field in view.
 */
describe.skipIf(!inject('chromium'))('journey: a stamp identified by the visual key, a proposal seen whole', () => {
  const browser = useChromium();

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const baseUrl = inject('baseUrl');
      // A visitor: home → «Клейма» → the factory stamps → the demo's star, which disagrees with its items → its crop → the photo there.
      const visitor = await startJourney(browser(), baseUrl, device);
      const { page, guard } = visitor;
      await press(device, page.locator('footer').getByRole('link', { name: 'Клейма', exact: true }));
      await page.waitForURL((url) => url.pathname === '/stamps');
      const key = page.getByRole('form', { name: 'Какое это клеймо?' });
      await key.getByLabel('Вид').selectOption('FACTORY');
      await page.waitForURL((url) => url.searchParams.get('kind') === 'FACTORY');
      // The demo's crops are cut after the first start: the key shows them once made.
      const crops = page.getByRole('list', { name: `«${STAR}» на фотографиях` });
      await eventually(async () => {
        if (await crops.count()) return true;
        await page.reload();
        await page.locator('.stamp-grid').first().waitFor();
        return (await crops.count()) > 0;
      }).toBe(true);
      const card = page.locator('.stamp-card').filter({ hasText: STAR });
      await expect(card.textContent()).resolves.toContain('Расхождение в годах');
      await guard.check('the visual key');
      await screenshot(page, `journey-evidence-key-${device.label}`);
      const crop = crops.getByRole('link').first();
      const target = await crop.getAttribute('href');
      await press(device, crop);
      await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
      await page.locator('.deep-zoom__mark[data-tone="active"]').waitFor();
      await guard.check('the photo at the stamp', page.getByRole('region', { name: 'Отмечено на фото' }));
      await visitor.context.close();

      // A plain user proposes a part with every collector's field; a moderator sees each one before approving.
      const word = uniqueWord('Короб');
      const user = await catalogueAs(baseUrl, inject('accounts').user);
      const [type] = await user.get<{ id: number; name: string }[]>('/detail-types');
      const [stamp] = await user.get<{ id: number; name: string }[]>('/stamps?kind=FACTORY');
      await user.post('/change-requests', {
        action: 'CREATE',
        entityType: 'DETAIL',
        payload: {
          type: { id: type?.id },
          name: word,
          year: 1921,
          number: '2514',
          stamps: [{ id: stamp?.id }],
          condition: 'хорошее',
          markings: `ТОЗ 1921 ${word}`,
          provenance: `Из собрания ${word}`,
        },
      });
      const moderator = await startJourney(browser(), baseUrl, device);
      await signInByClicks(moderator.page, device, inject('accounts').moderator);
      await moderator.guard.check('signed in');
      // By the header's «Модерация», as a moderator goes: it is there once the session is (a jump by
      // URL right after a phone's sign-in once reached the queue before it, and waited in vain).
      await followHeaderLink(moderator.page, device, 'Модерация', 'sections');
      await moderator.page.waitForURL((url) => url.pathname === '/moderation');
      const proposal = moderator.page.locator('article.request').filter({ has: moderator.page.getByRole('heading', { name: word }) });
      await proposal.waitFor();
      // The names of its type and stamps come with the reference lists, which may answer after the card.
      await proposal
        .getByText(stamp?.name ?? '', { exact: false })
        .first()
        .waitFor();
      const text = (await proposal.textContent()) ?? '';
      for (const shown of [
        'Тип',
        type?.name,
        'Клейма',
        stamp?.name,
        'Состояние',
        'хорошее',
        `ТОЗ 1921 ${word}`,
        `Из собрания ${word}`,
        '2514',
      ])
        expect(text).toContain(shown);
      await moderator.guard.check('the proposal seen whole');
      await screenshot(moderator.page, `journey-evidence-moderation-${device.label}`);
      await moderator.context.close();
    });
  }
});
