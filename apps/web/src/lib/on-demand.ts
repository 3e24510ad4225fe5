import { type ComponentType, lazy, useEffect } from 'react';
import { whenIdle } from './when-idle';

/**
 * A component that opens on a click (a dialog, the lightbox) with its code fetched on demand, so it
 * is in no page's first load (issue 34): `Component` renders it under a `Suspense`, `preload` starts
 * the fetch once (again after a failure).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { Component: lazy(async () => ({ default: await preload() })), preload };
}

/** Fetches on-demand code once the page has rendered and the main thread is idle, so the first click finds it in. */
export function usePreloadWhenIdle(preload: () => Promise<unknown>, wanted = true) {
  useEffect(() => {
    if (!wanted) return;
    return whenIdle(() => {
      // A failed fetch is tried again by the click that needs it.
      preload().catch(() => {});
    });
  }, [preload, wanted]);
}
