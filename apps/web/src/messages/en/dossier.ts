import { PAGE_TEXTS } from '@museum/contract';
import type { Messages } from '../catalogue';

/** Texts of a specimen's dossier, its share link and the comparison of two specimens (issue 54, points 4 and 5; ADR 089). */
export const dossier: Messages['dossier'] = {
  link: 'Dossier',
  title: PAGE_TEXTS.en.dossierPageName,
  print: 'Print',
  facts: 'Facts',
  numbers: 'Numbers',
  numberOfItem: 'Number of the item',
  stamps: 'Stamps',
  noStamps: 'No stamps recorded.',
  stampCrop: (name) => `Stamp “${name}” on a photo`,
  /** The specimen's year against a stamp's stated years of use. */
  stampYear: {
    within: (year: number) => `${year} is within the stamp’s years`,
    outside: (year: number) => `${year} is outside the stamp’s years`,
  },
  photos: 'Photos',
  noPhotos: 'No photos.',
  provenance: 'Provenance',
  source: 'Source',
  citation: 'How to cite',
  private: "From the owner's private records",
  loadFailed: 'The dossier could not be loaded.',
  choice: {
    title: 'Private fields to include',
    hint: 'By default the dossier shows none of the private fields.',
  },
  share: {
    title: 'Link to pass on',
    hint: 'The link opens the dossier without signing in, with the private fields ticked now.',
    days: 'Valid for, days',
    create: 'Make a link',
    creating: 'Making…',
    created: (date) => `The link works until ${date}. Copy it now: it cannot be shown again.`,
    url: 'Link',
    live: (date) => `A link works until ${date}.`,
    liveFields: (fields) => `The dossier it opens shows: ${fields}.`,
    liveNoFields: 'The dossier it opens shows no private fields.',
    none: 'No link is live.',
    revoke: 'Revoke the link',
    revoked: 'Link revoked',
    failed: 'The link could not be made',
    revokeFailed: 'The link could not be revoked',
  },
  shared: {
    note: (date) => `A dossier passed on by the record's owner; the link works until ${date}.`,
    notFound: 'No dossier at this link: the link is wrong, revoked or expired.',
  },
};

/** Texts of the comparison page (`/compare?a=product:1&b=collection:7`). */
export const compare: Messages['compare'] = {
  title: PAGE_TEXTS.en.listPageNames['/compare'],
  link: 'Compare',
  withGun: 'Compare with the catalogue gun',
  field: 'Field',
  differs: 'differs',
  same: 'same',
  legend: 'Rows whose values differ are marked.',
  kinds: { product: 'Catalogue gun', detail: 'Catalogue part', collection: 'My collection record' },
  chooser: 'What to compare',
  sideA: 'First',
  sideB: 'Second',
  sideHint: 'For example: product:1, detail:4 or collection:7',
  show: 'Compare',
  badSide: 'Name an item as product:1, detail:4 or collection:7.',
  notFound: 'Item not found.',
  signIn: 'Only their owner compares collection records: sign in.',
  photos: 'Photos',
  photoCount: (n) => `${n} ${n === 1 ? 'photo' : 'photos'}`,
  kind: 'What it is',
};
