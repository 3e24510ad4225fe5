import type { ComponentType } from 'react';

/**
 * A route's `lazy` loader: the page's module loads on demand and hands over its component.
 * Features export their pages this way from their `index.ts`, so the router never reaches inside them.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return () => load().then((module) => ({ Component: module[name] }));
}
