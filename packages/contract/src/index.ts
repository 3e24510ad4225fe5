export * from './auth';
export * from './common';
export * from './health';
export * from './history';
