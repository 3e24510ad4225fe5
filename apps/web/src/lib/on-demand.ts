import { type ComponentType, lazy, useEffect } from 'react';
import { whenIdle } from './when-idle';

/**
 * A component that opens on a click (a dialog, the lightbox, a list behind a button) with its code
 * fetched on demand, so it is in no page's first load (issue 34): `Component` renders it under a
 * `Suspense`; `preload` starts the fetch ahead of the click (hover, focus, idle), once, again after
 * a failure, which it leaves to the render that needs the code.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const fetch = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    Component: lazy(async () => ({ default: await fetch() })),
    preload: () => {
      fetch().catch(() => {});
    },
  };
}

/** Fetches on-demand code once the page has rendered and the main thread is idle, so the first click finds it in. */
export function usePreloadWhenIdle(preload: () => void, wanted = true) {
  useEffect(() => (wanted ? whenIdle(preload) : undefined), [preload, wanted]);
}
