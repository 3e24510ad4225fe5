export * from './field-description';
export * from './item-fields';
export * from './labels-by-locale';
export * from './labels-en';
export * from './labels-ru';
export * from './purpose-names';
export * from './recorded-schemas';
