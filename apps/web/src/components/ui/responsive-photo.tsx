import { type CSSProperties, useState } from 'react';
import { type PhotoFallback, type PhotoLike, photoSources } from '../../lib/photo-sources';
import './responsive-photo.css';

type Props = {
  photo: PhotoLike;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn in this layout, per viewport. */
  sizes: string;
  /** Before the sizes are derived: the thumbnail (small places) or the original (large ones). */
  fallback?: PhotoFallback;
  /** The page's main image: loaded at once and first; every other photo loads lazily. */
  priority?: boolean;
  className?: string;
  /** Drawn size when the photo's own pixels are unknown (keeps the box from jumping). */
  defaultWidth?: number;
  defaultHeight?: number;
  title?: string;
  style?: CSSProperties;
  draggable?: boolean;
  'aria-hidden'?: boolean;
};

/**
 * A photo as `<picture>`: AVIF and WebP sources with a JPEG `<img>`, `srcset` of the derived sizes
 * and `sizes` for the layout, its pixel size set, lazy unless it is the main image, and the blurred
 * preview behind it until it has loaded. Without derived sizes it shows the thumbnail or the original.
 */
export function ResponsivePhoto({
  photo,
  alt,
  sizes,
  fallback = 'thumbnail',
  priority = false,
  className,
  defaultWidth,
  defaultHeight,
  title,
  style: ownStyle,
  draggable,
  'aria-hidden': ariaHidden,
}: Props) {
  const source = photoSources(photo, fallback);
  const [loaded, setLoaded] = useState(false);
  const waiting = source.placeholder !== null && !loaded;
  const style = waiting ? { ...ownStyle, backgroundImage: `url("${source.placeholder}")` } : ownStyle;
  return (
    <picture className="responsive-photo">
      {source.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        className={[className, waiting && 'responsive-photo__loading'].filter(Boolean).join(' ') || undefined}
        src={source.src}
        srcSet={source.srcSet}
        sizes={source.srcSet ? sizes : undefined}
        alt={alt}
        title={title}
        width={source.width ?? defaultWidth}
        height={source.height ?? defaultHeight}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        draggable={draggable}
        aria-hidden={ariaHidden}
        style={style}
        // A cached image may be complete before React sees its load event.
        ref={(img) => {
          if (img?.complete && img.naturalWidth > 0) setLoaded(true);
        }}
        onLoad={() => setLoaded(true)}
      />
    </picture>
  );
}
