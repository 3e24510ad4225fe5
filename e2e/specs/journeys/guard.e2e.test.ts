import { describe, expect, inject, it } from 'vitest';
import { useChromium } from '../../src/chromium';
import { JOURNEY_DEVICES, startJourney } from '../../src/journey';

/** The journeys' guard sees what a person would call broken, even when it shows only for a moment. */
describe.skipIf(!inject('chromium'))('the journey guard', () => {
  const browser = useChromium();

  it('fails on a console error, an error toast that has gone again, and «Ошибка» in the page', async () => {
    const { context, page, guard } = await startJourney(browser(), inject('baseUrl'), JOURNEY_DEVICES[0]);
    await page.evaluate(async () => {
      console.error('something broke');
      const toast = Object.assign(document.createElement('div'), { className: 'toast toast--error', textContent: 'Не получилось' });
      document.body.append(toast);
      // On screen for one frame, then gone.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      toast.remove();
      document.querySelector('main')?.append(Object.assign(document.createElement('p'), { textContent: 'Ошибка на сервере' }));
    });
    const failure = await guard.check('a broken step').then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain('console error: something broke');
    expect(failure).toContain('an error shown: «Не получилось»');
    expect(failure).toContain('«Ошибка» on the page: «Ошибка на сервере»');
    await context.close();
  });

  it('fails on a page that still says «Загрузка…» with nothing on the way', async () => {
    const { context, page, guard } = await startJourney(browser(), inject('baseUrl'), JOURNEY_DEVICES[1]);
    await page.evaluate(() =>
      document.querySelector('main')?.append(Object.assign(document.createElement('p'), { textContent: 'Загрузка…' })),
    );
    await expect(guard.check('a stuck step')).rejects.toThrow(/still shows «Загрузка…» after its data answered/);
    await context.close();
  });
});
