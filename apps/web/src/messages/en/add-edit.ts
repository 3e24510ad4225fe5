import { ITEM_FIELD_LABELS_EN, PAGE_TEXTS, PURPOSE_NAMES_EN } from '@museum/contract';
import type { Catalogue } from '../catalogue';
import type { addEdit as ruAddEdit } from '../ru/add-edit';

/** Texts of the add and edit forms. */
export const addEdit: Catalogue<typeof ruAddEdit> = {
  title: 'Add to the archive',
  tabs: { product: 'Complete gun', detail: 'Part', manufacturer: 'Maker' },
  tabsLabel: 'What to add',
  loginPrompt: 'Sign in to add material to the archive.',
  login: 'Sign in',
  fields: {
    ...ITEM_FIELD_LABELS_EN,
    serialNumber: 'Serial number',
    year: 'Year',
    yearHint: 'Four digits, for example 1910',
    yearEditHint: 'Four digits',
    yearNotFourDigits: 'The year is four digits, for example 1910',
    url: 'Website or source',
    noBelongsTo: '— not chosen —',
    noChoice: '— not stated —',
    inEnglish: 'For the English pages',
    inEnglishFilled: 'filled in',
  },
  /** Under the recorded fields' inputs: what to write there. */
  recordedHints: {
    markings: 'As read on the object, line by line',
    provenance: 'Where it was found or acquired, and whose hands it passed through',
    numberPlace: 'For example: on the receiver cover',
  },
  /** The purposes' names (the contract's, which the server's heads use too). */
  belongsTo: PURPOSE_NAMES_EN,
  submit: 'Save',
  saving: 'Saving…',
  sentForModeration: 'Sent to the moderators for review',
  addedAtOnce: 'Added at once: you are a moderator.',
  openNew: 'Open',
  productCreateFailed: 'The complete gun could not be created',
  detailCreateFailed: 'The part could not be created',
  manufacturerSaveFailed: 'The maker could not be saved',
  fromPhoto: (id: number) => `Photo no. ${id} attached`,
  edit: {
    /** The server's `<title>` and heading alike (issue 52, point 5). */
    title: PAGE_TEXTS.en.editPageName,
    save: 'Save',
    delete: 'Delete',
    deleting: 'Deleting…',
    confirmDeleteDetail: 'Delete this part?',
    confirmDeleteProduct: 'Delete this complete gun?',
    saveFailed: 'The changes could not be saved',
    deleteDetailFailed: 'The part could not be deleted',
    deleteProductFailed: 'The complete gun could not be deleted',
    proposalNote: 'Changes and deletion go to the moderators as a proposal.',
    updateSent: 'Your proposed change has been sent to the moderators',
    deleteSent: 'Your request to delete has been sent to the moderators',
    saved: 'Changes saved',
    deleted: 'Deleted',
    loadFailed: 'The record could not be loaded.',
    back: 'Back to the record',
  },
};
