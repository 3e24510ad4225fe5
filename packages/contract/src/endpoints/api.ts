import type { Endpoint } from './endpoint';
import type { ENDPOINTS } from './index';
import { ROUTES } from './routes';

declare const declared: unique symbol;

/**
 * An endpoint as the web calls it: its method and path at run time, its whole declaration as a
 * type only, so a call is typed by the schemas without the schemas in the web's bundle.
 */
export type Route<E extends Endpoint = Endpoint> = Pick<E, 'method' | 'path'> & { readonly [declared]?: E };

type RoutesOf<T> = { readonly [F in keyof T]: { readonly [N in keyof T[F]]: T[F][N] extends Endpoint ? Route<T[F][N]> : never } };

/** Every endpoint of `ENDPOINTS`, by the same names, for the web's client. */
export const API: RoutesOf<typeof ENDPOINTS> = ROUTES;
