import { ITEM_FIELD_LABELS_EN } from '@museum/contract';
import type { Catalogue } from '../catalogue';
import type { types as ruTypes } from '../ru/types';

/** Texts of the part types page. */
export const types: Catalogue<typeof ruTypes> = {
  title: 'Part types',
  tabsLabel: 'Purpose',
  empty: 'No types yet.',
  subtypes: (n: number) => `Subtypes (${n})`,
  noSubtypes: 'No subtypes',
  name: 'Name',
  nameEn: ITEM_FIELD_LABELS_EN.nameEn,
  description: 'Description',
  add: 'Add',
  addType: 'Add a type',
  addSubtype: 'Add a subtype',
  addStamp: 'Add a stamp',
  edit: 'Edit',
  editOf: (name: string) => `Edit “${name}”`,
  delete: 'Delete',
  deleteOf: (name: string) => `Delete “${name}”`,
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  confirmDelete: (name: string) => `Delete “${name}”?`,
  deleteError: 'Could not delete: ',
  unknownError: 'unknown error',
  saveError: 'Could not save',
  saved: 'Saved',
  deleted: (name: string) => `“${name}” deleted`,
  stamps: 'Stamps',
  noStamps: 'No stamps yet.',
};
