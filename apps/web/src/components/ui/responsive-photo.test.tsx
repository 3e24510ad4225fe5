import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PhotoImage } from '../../lib/photo-sources';
import { ResponsivePhoto } from './responsive-photo';

const image: PhotoImage = {
  width: 2400,
  height: 1600,
  placeholder: 'data:image/webp;base64,UklGRg',
  sizes: { base: '/uploads/sizes/p3', widths: [320, 640], formats: ['avif', 'webp', 'jpg'] },
  tiles: null,
};
const photo = { url: '/uploads/p3.jpg', thumbnailUrl: '/uploads/thumbs/p3_thumb.jpg', width: 2400, height: 1600, image };

describe('ResponsivePhoto', () => {
  it('renders a picture with AVIF and WebP sources, the layout sizes, its pixel size and lazy loading', () => {
    const { container } = render(<ResponsivePhoto photo={photo} alt="Клеймо" sizes="(max-width: 639.98px) 50vw, 245px" />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', '/uploads/sizes/p3-320.avif 320w, /uploads/sizes/p3-640.avif 640w');
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(max-width: 639.98px) 50vw, 245px');
    const img = screen.getByRole('img', { name: 'Клеймо' });
    expect(img).toHaveAttribute('srcset', '/uploads/sizes/p3-320.jpg 320w, /uploads/sizes/p3-640.jpg 640w');
    expect(img).toHaveAttribute('sizes', '(max-width: 639.98px) 50vw, 245px');
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the main image at once and first', () => {
    render(<ResponsivePhoto photo={photo} alt="Фото" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Фото' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the blurred preview behind the image until it has loaded', () => {
    render(<ResponsivePhoto photo={photo} alt="Фото" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Фото' });
    expect(img.style.backgroundImage).toBe('url("data:image/webp;base64,UklGRg")');
    expect(img).toHaveClass('responsive-photo__loading');
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
    expect(img).not.toHaveClass('responsive-photo__loading');
  });

  it('shows the original, with no sources, in a large place while the sizes are not derived', () => {
    const { container } = render(
      <ResponsivePhoto
        photo={{ ...photo, image: { ...image, sizes: null, placeholder: null } }}
        alt="Фото"
        sizes="100vw"
        fallback="original"
      />,
    );
    expect(container.querySelectorAll('source')).toHaveLength(0);
    const img = screen.getByRole('img', { name: 'Фото' });
    expect(img).toHaveAttribute('src', '/uploads/p3.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img.style.backgroundImage).toBe('');
  });

  it('keeps the thumbnail in a small place for a photo listed before this change (no image at all)', () => {
    render(<ResponsivePhoto photo={{ url: '/uploads/p4.jpg', width: 1600, height: 1200 }} alt="Фото" sizes="96px" />);
    const img = screen.getByRole('img', { name: 'Фото' });
    expect(img).toHaveAttribute('src', '/uploads/thumbs/p4_thumb.jpg');
    expect(img).toHaveAttribute('srcset', '/uploads/thumbs/p4_thumb.jpg 400w, /uploads/p4.jpg 1600w');
  });
});
