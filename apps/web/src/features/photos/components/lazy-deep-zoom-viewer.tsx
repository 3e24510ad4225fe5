import { type ComponentProps, Suspense } from 'react';
import { onDemand } from '../../../lib/on-demand';
import type { DeepZoomViewer } from './deep-zoom-viewer';

// The viewer, its stylesheet and its marks are fetched when another feature first shows it (a
// collector's private photo, ADR 088): the pages that import this feature's index for other things
// (the gallery, the add page, moderation) keep them out of their first load.
const viewer = onDemand(() => import('./deep-zoom-viewer').then((module) => module.DeepZoomViewer));

/** The deep-zoom viewer with its code fetched on demand; its plain image stands in while it comes. */
export function LazyDeepZoomViewer(props: ComponentProps<typeof DeepZoomViewer>) {
  return (
    <Suspense fallback={props.children}>
      <viewer.Component {...props} />
    </Suspense>
  );
}
