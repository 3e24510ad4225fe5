import { STAMP_KIND_LABELS, type StampKind } from '@museum/contract';
import type { Catalogue } from '../catalogue';
import type { stamps as ruStamps } from '../ru/stamps';
import { count } from './count';

/** The stamps' pages (issue 33): the list by kind, a stamp's page and its form. */
export const stamps: Catalogue<typeof ruStamps> = {
  title: 'Stamps',
  pageTitle: 'Stamp',
  intro: 'Stamps as evidence: what each one means, where and when it was struck, and which items in the catalogue bear it.',
  loading: 'Loading…',
  error: 'The stamps could not be loaded',
  stampError: 'The stamp could not be loaded',
  empty: 'No stamps yet.',
  kindHeading: (kind: StampKind) => {
    const label = STAMP_KIND_LABELS.en[kind] ?? String(kind);
    return label.charAt(0).toUpperCase() + label.slice(1);
  },
  /** A kind's name; an unknown one (from a newer server) as its code. */
  kindLabel: (kind: StampKind) => STAMP_KIND_LABELS.en[kind] ?? String(kind),
  bearingCount: (n: number) => count(n, 'item', 'items'),
  noImage: 'No image',
  imageAlt: (name: string, n: number) => `Stamp “${name}”, image ${n}`,
  facts: {
    kind: 'Kind',
    manufacturer: 'Maker',
    years: 'Years in use',
    bearing: 'Items bearing it',
  },
  key: {
    title: 'Which stamp is this?',
    intro: 'Choose the kind, the maker, the years or the part the stamp is struck on, and compare the images.',
    kind: 'Kind',
    maker: 'Maker',
    yearFrom: 'Years from',
    yearTo: 'to',
    part: 'Part',
    any: 'Any',
    conflictOnly: 'Only years that disagree',
    reset: 'Reset',
    none: 'No such stamps: change the conditions.',
    crops: (name: string) => `“${name}” in photos`,
  },
  add: {
    create: 'Add a stamp',
    propose: 'Propose a stamp',
    proposed: 'The stamp was sent to the moderators.',
  },
  conflict: {
    badge: 'Years disagree',
    text: (stated: string, seen: string, items: string) =>
      `Disagreement: the stamp is stated for ${stated}, but the dated items bearing it are of ${seen} (${items}).`,
    moderationTab: 'Stamps: disagreements',
  },
  meaning: 'What it means',
  noMeaning: 'Its meaning has not been described yet.',
  images: 'Images',
  seenWith: 'Seen with',
  seenYears: 'Years of the items',
  seenMakers: 'Makers of the items',
  seenNothing: 'No item in the catalogue bears this stamp yet.',
  items: 'Items bearing this stamp',
  itemsEmpty: 'No item in the catalogue bears this stamp yet.',
  itemsError: 'The items could not be loaded',
  searchDetails: 'Search for parts with this stamp',
  edit: 'Edit',
  propose: 'Propose a change',
  delete: 'Delete',
  confirmDelete: 'Delete this stamp?',
  deleted: 'Stamp deleted',
  deleteError: 'The stamp could not be deleted',
  inUse: 'The stamp is named on parts: remove it from them first',
  saved: 'Stamp saved',
  proposed: 'The change has been sent for moderation',
  saveError: 'The stamp could not be saved',
  form: {
    label: 'Stamp',
    name: 'Name',
    kind: 'Kind',
    description: 'What it means',
    manufacturer: 'Maker',
    noManufacturer: 'Not given',
    yearFrom: 'In use from (year)',
    yearTo: 'until (year)',
    yearsOrder: 'The year “until” is before the year “from”',
    save: 'Save',
    submitProposal: 'Send for moderation',
    cancel: 'Cancel',
  },
};
