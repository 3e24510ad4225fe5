export * from './field-description';
export * from './item-fields';
export * from './labels-ru';
export * from './recorded-schemas';
