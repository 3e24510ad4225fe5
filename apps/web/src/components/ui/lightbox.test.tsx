import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    // Two clicks further apart than the double-click delay do nothing.
    clickAt(10_000);
    clickAt(10_000 + ZOOM.doubleClickDelay + 1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(scaleOf()).toBe(1);
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
});
