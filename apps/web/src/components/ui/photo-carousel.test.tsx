import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { thumbnailSrc } from '../../lib/photo-urls';
import { PhotoCarousel } from './photo-carousel';

const photos = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, url: `/uploads/p${i + 1}.png` }));

function activeSrc() {
  return document.querySelector('.carousel__image--active')?.getAttribute('src');
}

function renderCarousel(list = photos) {
  return render(<PhotoCarousel photos={list} alt={(n, total) => `Фото ${n} из ${total}`} emptyText="Нет фото" />);
}

describe('PhotoCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('advances every 4 s with a 0.6 s fade, over the first photo and at most 4 more', () => {
    renderCarousel();
    expect(screen.getAllByRole('button')).toHaveLength(5);
    // Five are shown, the item has seven: the names count all of them.
    expect(screen.getByRole('img', { name: 'Фото 1 из 7' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').at(-1)).toHaveAccessibleName('Фото 5 из 7');
    expect(activeSrc()).toBe('/uploads/thumbs/p1_thumb.jpg');
    expect((document.querySelector('.carousel__image') as HTMLElement).style.transitionDuration).toBe('600ms');
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(activeSrc()).toBe('/uploads/thumbs/p1_thumb.jpg');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(activeSrc()).toBe('/uploads/thumbs/p2_thumb.jpg');
    act(() => {
      vi.advanceTimersByTime(4000 * 4);
    });
    expect(activeSrc()).toBe('/uploads/thumbs/p1_thumb.jpg');
  });

  it('shows a hovered thumbnail and pauses until the pointer leaves', () => {
    renderCarousel();
    const thumbs = screen.getAllByRole('button');
    fireEvent.mouseEnter(thumbs[3] as HTMLElement);
    expect(activeSrc()).toBe('/uploads/thumbs/p4_thumb.jpg');
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(activeSrc()).toBe('/uploads/thumbs/p4_thumb.jpg');
    fireEvent.mouseLeave(thumbs[3] as HTMLElement);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(activeSrc()).toBe('/uploads/thumbs/p5_thumb.jpg');
  });

  it('loads images lazily and does not move with a single photo', () => {
    renderCarousel(photos.slice(0, 1));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    const image = screen.getByRole('img', { name: 'Фото 1 из 1' });
    expect(image).toHaveAttribute('loading', 'lazy');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(activeSrc()).toBe('/uploads/thumbs/p1_thumb.jpg');
  });

  it('says so when there is no photo', () => {
    renderCarousel([]);
    expect(screen.getByText('Нет фото')).toBeInTheDocument();
  });
});

describe('thumbnailSrc', () => {
  it('maps an /uploads/ url to its thumbnail, dropping the extension, and leaves others alone', () => {
    expect(thumbnailSrc('/uploads/ab12.jpeg')).toBe('/uploads/thumbs/ab12_thumb.jpg');
    expect(thumbnailSrc('https://cdn.example/uploads/x.y.png')).toBe('https://cdn.example/uploads/thumbs/x.y_thumb.jpg');
    expect(thumbnailSrc('/images/a.png')).toBe('/images/a.png');
    expect(thumbnailSrc('https://other.example/a.png')).toBe('https://other.example/a.png');
  });
});
