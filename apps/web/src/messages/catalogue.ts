import type { ru } from './ru';

/**
 * The shape of a catalogue with the Russian words taken out: every text a string, every
 * function with the same parameters. Each language's catalogue has exactly this type, so a
 * missing or an extra key in one of them fails the type check (ADR 054).
 */
export type Catalogue<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Catalogue<R>
    : T extends readonly (infer U)[]
      ? readonly Catalogue<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Catalogue<T[K]> }
        : T;

/** Every UI text of the site in one language. */
export type Messages = Catalogue<typeof ru>;
