import { useEffect, useState } from 'react';
import { thumbnailSrc } from '../../lib/photo-urls';
import './photo-carousel.css';

/** Auto-advance period and cross-fade length, as the spec fixes them. */
export const CAROUSEL_INTERVAL_MS = 4000;
export const CAROUSEL_FADE_MS = 600;
/** Thumbnails shown after the first photo. */
export const CAROUSEL_MAX_EXTRA = 4;

type Props = {
  photos: { id: number; url: string }[];
  /** Alternative text of the n-th photo (1-based). */
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
          <img
            key={photo.id}
            className={`carousel__image${i === active ? ' carousel__image--active' : ''}`}
            style={{ transitionDuration: `${CAROUSEL_FADE_MS}ms` }}
            src={thumbnailSrc(photo.url)}
            alt={i === active ? alt(i + 1, count) : ''}
            aria-hidden={i === active ? undefined : true}
            loading="lazy"
            decoding="async"
            width={400}
            height={300}
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
              aria-label={alt(i + 1, count)}
              aria-pressed={i === active}
              onMouseEnter={() => show(i)}
              onFocus={() => show(i)}
              onMouseLeave={() => setPaused(false)}
              onBlur={() => setPaused(false)}
            >
              <img src={thumbnailSrc(photo.url)} alt="" loading="lazy" decoding="async" width={48} height={36} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
