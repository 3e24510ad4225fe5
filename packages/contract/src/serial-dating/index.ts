// The serial tables and what they say, with no zod: the year tools of the web and the server's
// dating answer (ADR 060) both read them from here. `@museum/contract/dating` ships none of the schemas.

export * from '../serial-number';
export * from './agreement';
export * from './contradictions';
export * from './estimate';
export * from './lookup';
export * from './scopes';
export * from './serial-tables';
