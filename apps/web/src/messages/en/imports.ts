import { numberLabel } from '@museum/contract';
import type { Catalogue } from '../catalogue';
import type { imports as ruImports } from '../ru/imports';
import { count } from './count';

const records = (n: number) => count(n, 'record', 'records');

/** Texts of the spreadsheet import (ADR 065): its page, and the moderation queue's batch of an import. */
export const imports: Catalogue<typeof ruImports> = {
  title: 'Spreadsheet import',
  link: 'Spreadsheet import',
  fromAdd: 'Many records at once?',
  signInPrompt: 'Sign in to upload a spreadsheet of your collection.',
  intro:
    'Upload a CSV or XLSX table with the columns of the catalogue’s export: one row per record, with “item” or “part” in the column “Kind”. Makers, types and stamps are matched to the catalogue by name; those it lacks are added with the records.',
  photosHint:
    'To add photos, upload a ZIP archive holding the table and the photo files, with the files’ names in the column “Photos”, one a line.',
  limits: (rows: number, megabytes: number, zipMegabytes: number) =>
    `Up to ${rows} rows and ${megabytes} MB; a ZIP archive up to ${zipMegabytes} MB.`,
  templates: 'Empty template:',
  choose: 'Choose a file',
  checking: (file: string) => `Checking “${file}”…`,
  wrongType: 'A CSV, XLSX or ZIP file is needed.',
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB: split it into parts.`,
  previewFailed: 'The file could not be checked.',
  previewOf: (file: string) => `File “${file}”`,
  counts: (valid: number, invalid: number, unchanged: number) =>
    `Ready to import: ${valid} · with problems: ${invalid}${unchanged > 0 ? ` · unchanged: ${unchanged}` : ''}`,
  action: {
    update: (id: number) => `change of record ${id}`,
    unchanged: 'unchanged',
  },
  change: (label: string, before: string, after: string) => `${label}: ${before || '—'} → ${after || '—'}`,
  rowsCaption: 'Rows of the file',
  line: 'Line',
  record: 'Record',
  problems: 'Problems',
  noProblems: 'None',
  photos: (names: string) => `Photos: ${names}`,
  unusedFiles: (names: string) => `These files of the archive are named on no row and are not imported: ${names}`,
  kind: { product: 'item', detail: 'part' },
  noKind: 'kind not given',
  untitled: 'untitled',
  number: (number: string) => numberLabel(number, 'No.'),
  otherColumns: 'Other columns of the file',
  otherColumnsHint:
    'These columns are not the catalogue export’s. Choose the field each is read into; the choice is remembered for files with the same columns.',
  skipColumn: 'leave out',
  invalidSkipped: 'Rows with problems are left out: fix them in the file and upload it again.',
  nothingValid: 'No row of the file is free of problems: fix the file and upload it again.',
  submitDirect: (n: number) => `Import ${records(n)}`,
  submitProposal: (n: number) => `Send ${records(n)} for review`,
  proposalHint: 'The records enter the catalogue once a moderator approves them.',
  submitFailed: 'The records could not be sent.',
  another: 'Upload another file',
  created: (n: number) => `Added to the catalogue: ${records(n)}.`,
  updated: (n: number) => `Changed in the catalogue: ${records(n)}.`,
  proposed: (n: number) => `Sent for review: ${records(n)}. The moderators will look at them; their decisions appear under`,
  myRequests: 'My proposals',
  lineOf: (line: number) => `Line ${line}`,
  batch: {
    title: 'Spreadsheet import:',
    meta: (total: number, pending: number) => `${records(total)} from the file · under review: ${pending}`,
    show: (n: number) => `Show the records (${n})`,
    partial: (shown: number, total: number, pending: number) =>
      `${shown} of ${total} shown here; “Approve all” and “Reject all” decide every waiting one (${pending}).`,
    approveAll: 'Approve all',
    rejectAll: 'Reject all',
    newNames: 'Added to the reference lists on approval:',
    newNameKinds: { manufacturer: 'maker', type: 'type', subtype: 'subtype', stamps: 'stamp' },
    nameQuotes: ['“', '”'],
    newNamesEnd: '.',
    approved: (n: number) => `Approved: ${records(n)}`,
    rejected: (n: number) => `Rejected: ${records(n)}`,
  },
};
