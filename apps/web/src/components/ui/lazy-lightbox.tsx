import { type ComponentProps, Suspense } from 'react';
import { onDemand } from '../../lib/on-demand';
import type { Lightbox } from './lightbox';

// The viewer and its pan-and-zoom library (15 KB gzipped) are fetched when a page with photos is idle, or on the click that opens it.
const lightbox = onDemand(() => import('./lightbox').then((module) => module.Lightbox));

/** Starts fetching the lightbox's code (`usePreloadWhenIdle(preloadLightbox)` on a page that can open it). */
export const preloadLightbox = lightbox.preload;

/** The lightbox with its code fetched on demand; it covers the page, so nothing shows (and nothing moves) until it is in. */
export function LazyLightbox(props: ComponentProps<typeof Lightbox>) {
  return (
    <Suspense fallback={null}>
      <lightbox.Component {...props} />
    </Suspense>
  );
}
