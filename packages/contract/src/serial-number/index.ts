// The number rule (ADR 078) and its shared case table, with no zod: the web's light bundles read them too.
export * from './cases';
export * from './rule';
