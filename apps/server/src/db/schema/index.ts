export * from './account-security';
export * from './catalogue-version';
export * from './items';
export * from './moderation';
export * from './photos';
export * from './rate-limits';
export * from './reference';
export * from './users';
