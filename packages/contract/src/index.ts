import './locale';

export * from './auth';
export * from './common';
export * from './details';
export * from './field-labels';
export * from './filters';
export * from './health';
export * from './history';
export * from './items';
export * from './moderation';
export * from './photos';
export * from './products';
export * from './reference';
export * from './russian-words';
export * from './search';
export * from './site';
export * from './write-fields';
