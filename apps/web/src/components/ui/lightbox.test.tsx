import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Lightbox } from './lightbox';
import { ZOOM } from './zoomable-image';

const photos = [1, 2, 3].map((id) => ({
  id,
  url: `/uploads/p${id}.jpg`,
  thumbnailUrl: `/uploads/thumbs/p${id}_thumb.jpg`,
  width: 800,
  height: 600,
}));

function Harness({ onClose = () => undefined, wrap }: { onClose?: () => void; wrap?: boolean }) {
  const [index, setIndex] = useState(0);
  return <Lightbox photos={photos} index={index} onIndexChange={setIndex} onClose={onClose} wrap={wrap} />;
}

const image = () => screen.getByRole('img', { name: /^Фото №/ });
/** The element the zoom library transforms (the photo's box, around its <picture>). */
const zoomBox = () => image().closest('.lightbox__zoom-content') as HTMLElement;
const scaleOf = () => Number(/scale\(([\d.]+)\)/.exec(zoomBox().style.transform)?.[1] ?? 1);

describe('the lightbox', () => {
  it('uses the zoom constants of the spec', () => {
    expect(ZOOM).toMatchObject({ min: 1, doubleTapDelay: 300, doubleClickDelay: 500, keyboardMove: 50, multiplier: 2 });
  });

  it('pages with the arrows, wraps around and closes with Esc', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    expect(image()).toHaveAccessibleName('Фото №1');
    await user.keyboard('{ArrowLeft}');
    expect(image()).toHaveAccessibleName('Фото №3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(image()).toHaveAccessibleName('Фото №2');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stops at both ends instead of wrapping when told the list goes on (a gallery of several pages)', async () => {
    const user = userEvent.setup();
    render(<Harness wrap={false} />);
    await user.keyboard('{ArrowLeft}');
    expect(image()).toHaveAccessibleName('Фото №1');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(image()).toHaveAccessibleName('Фото №3');
  });

  it('zooms by the multiplier on a double click within the delay, and + − 0 keys zoom and reset', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const now = vi.spyOn(performance, 'now');
    const clickAt = (time: number) => {
      now.mockReturnValue(time);
      fireEvent.click(zoomBox(), { detail: 1 });
    };
    // Two clicks further apart than the double-click delay do nothing: the zoom library animates on
    // animation frames and the clock, so play a second of them on fake timers and see the scale unmoved.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
    try {
      clickAt(10_000);
      clickAt(10_000 + ZOOM.doubleClickDelay + 1);
      act(() => vi.advanceTimersByTime(1_000));
      expect(scaleOf()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    clickAt(20_000);
    clickAt(20_000 + ZOOM.doubleClickDelay - 100);
    now.mockRestore();
    await waitFor(() => expect(scaleOf()).toBe(2));
    // Zoomed, the arrows move the photo instead of paging.
    await user.keyboard('{ArrowRight}');
    expect(image()).toHaveAccessibleName('Фото №1');
    await user.keyboard('0');
    await waitFor(() => expect(scaleOf()).toBe(1));
    await user.keyboard('+');
    await waitFor(() => expect(scaleOf()).toBe(2));
    await user.keyboard('+');
    await waitFor(() => expect(scaleOf()).toBe(4));
    await user.keyboard('-');
    await waitFor(() => expect(scaleOf()).toBe(2));
  });

  it('pans with an arrow pressed right after +, before the page has drawn the zoom', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    // Both keys before React renders again: a busy phone or a quick hand does this.
    act(() => {
      fireEvent.keyDown(dialog, { key: '+' });
      fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    });
    expect(scaleOf()).toBe(2);
    expect(image()).toHaveAccessibleName('Фото №1');
  });

  it('changes photo on a swipe and hides the thumbnail strip on demand', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    fireEvent.touchStart(zoomBox(), { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(zoomBox(), { changedTouches: [{ clientX: 100, clientY: 110 }] });
    expect(image()).toHaveAccessibleName('Фото №2');
    expect(screen.getByRole('list', { name: 'Миниатюры' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Скрыть миниатюры' }));
    expect(screen.queryByRole('list', { name: 'Миниатюры' })).not.toBeInTheDocument();
  });

  it('closes on a click beside the photo, not on the photo, its controls or a zoomed photo', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    // The photo is drawn at 100..700 × 100..500; the zoom library lets clicks on it through to its box.
    const rect = vi
      .spyOn(HTMLImageElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ x: 100, y: 100, width: 600, height: 400 }));
    const clickBoxAt = (clientX: number, clientY: number) => fireEvent.click(zoomBox(), { detail: 1, clientX, clientY });
    await user.click(screen.getByRole('button', { name: 'Увеличить' }));
    await waitFor(() => expect(scaleOf()).toBe(2));
    // Zoomed: a click beside the photo ends a drag rather than asking to leave.
    clickBoxAt(20, 20);
    await user.keyboard('0');
    await waitFor(() => expect(scaleOf()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Следующее фото' }));
    clickBoxAt(400, 300);
    expect(onClose).not.toHaveBeenCalled();
    clickBoxAt(20, 20);
    expect(onClose).toHaveBeenCalledOnce();
    // The bar around the counter is backdrop too.
    fireEvent.click(screen.getByText('2 / 3').parentElement as HTMLElement, { clientX: 5, clientY: 5 });
    expect(onClose).toHaveBeenCalledTimes(2);
    rect.mockRestore();
  });

  it('counts among its photos, or where it is told the photos are a window on a longer list', () => {
    const { rerender } = render(<Lightbox photos={photos} index={1} onIndexChange={() => undefined} onClose={() => undefined} />);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    rerender(
      <Lightbox photos={photos} index={1} onIndexChange={() => undefined} onClose={() => undefined} position={{ n: 41, total: '124' }} />,
    );
    expect(screen.getByText('41 / 124')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Просмотр фото 41 из 124');
  });
});
