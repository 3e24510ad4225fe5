import { useEffect, useState } from 'react';
import type { PhotoLike } from '../../lib/photo-sources';
import { ResponsivePhoto } from './responsive-photo';
import './photo-carousel.css';

/** Auto-advance period and cross-fade length, as the spec fixes them. */
export const CAROUSEL_INTERVAL_MS = 4000;
export const CAROUSEL_FADE_MS = 600;
/** Thumbnails shown after the first photo. */
export const CAROUSEL_MAX_EXTRA = 4;
/** A new-arrivals card's width (home.css: one column under 640 px, else columns of 220 px and up). */
const CARD_SIZES = '(max-width: 639.98px) calc(100vw - 2rem), (max-width: 1199.98px) 45vw, 300px';

type Props = {
  photos: (PhotoLike & { id: number })[];
  /** Alternative text of the n-th photo (1-based) of all `total` the item has (more than are shown). */
  alt: (n: number, total: number) => string;
  emptyText: string;
};

/**
 * A card's photos: cross-fades to the next every 4 s; hovering a thumbnail shows that photo
 * and pauses until the pointer leaves. Images load lazily, from their thumbnails.
 */
export function PhotoCarousel({ photos, alt, emptyText }: Props) {
  const shown = photos.slice(0, 1 + CAROUSEL_MAX_EXTRA);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = shown.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  function show(i: number) {
    setIndex(i);
    setPaused(true);
  }

  if (count === 0) return <div className="carousel carousel--empty">{emptyText}</div>;
  const active = index < count ? index : 0;

  return (
    <div className="carousel">
      <div className="carousel__frame">
        {shown.map((photo, i) => (
          <ResponsivePhoto
            key={photo.id}
            photo={photo}
            className={`carousel__image${i === active ? ' carousel__image--active' : ''}`}
            style={{ transitionDuration: `${CAROUSEL_FADE_MS}ms` }}
            alt={i === active ? alt(i + 1, photos.length) : ''}
            aria-hidden={i === active ? undefined : true}
            sizes={CARD_SIZES}
            defaultWidth={400}
            defaultHeight={300}
          />
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__thumbs">
          {shown.map((photo, i) => (
            <button
              key={photo.id}
              type="button"
              className={`carousel__thumb${i === active ? ' carousel__thumb--active' : ''}`}
              aria-label={alt(i + 1, photos.length)}
              aria-pressed={i === active}
              onMouseEnter={() => show(i)}
              onFocus={() => show(i)}
              onMouseLeave={() => setPaused(false)}
              onBlur={() => setPaused(false)}
            >
              <ResponsivePhoto photo={photo} alt="" sizes="48px" defaultWidth={48} defaultHeight={36} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
