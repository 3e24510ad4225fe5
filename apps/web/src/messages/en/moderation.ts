import { ITEM_FIELD_LABELS_EN } from '@museum/contract';
import type { Catalogue } from '../catalogue';
import type { moderation as ruModeration } from '../ru/moderation';

/** Texts of moderation and of the user's own proposals. */
export const moderation: Catalogue<typeof ruModeration> = {
  title: 'Moderation',
  onlyModerators: 'Moderation is open to moderators only.',
  statusLabel: 'Proposal status',
  statuses: { PENDING: 'Under review', APPROVED: 'Approved', REJECTED: 'Rejected', ALL: 'All' },
  status: { PENDING: 'under review', APPROVED: 'approved', REJECTED: 'rejected' },
  entity: { PRODUCT: 'Complete gun', DETAIL: 'Part', MANUFACTURER: 'Maker', STAMP: 'Stamp' },
  action: { CREATE: 'new record', UPDATE: 'change', DELETE: 'deletion', COMMENT: 'error report' },
  comment: {
    title: 'Error report',
    close: 'Close',
    closeHint: 'The error is fixed or noted',
    closed: 'Report closed',
  },
  untitled: 'Untitled',
  requestNo: (id: number) => `Proposal no. ${id}`,
  itemNo: (id: number) => `No. ${id}`,
  by: 'By',
  deletedMember: 'deleted member',
  fields: {
    ...ITEM_FIELD_LABELS_EN,
    url: 'Website or source',
  },
  approve: 'Approve',
  reject: 'Reject',
  rejectPrompt: 'Reason for rejecting:',
  approved: 'Proposal approved',
  rejected: 'Proposal rejected',
  parseError: 'The proposal’s data could not be read',
  empty: 'No proposals',
  diffTitle: 'Changes',
  diffField: 'Field',
  diffCurrent: 'Now',
  diffProposed: 'Proposed',
  diffNone: 'No changes',
  diffUnavailable: 'The current record was not found',
  openItem: 'Open the record',
  reason: (reason: string) => `Reason: ${reason}`,
  mine: {
    title: 'My proposals',
    link: 'My proposals',
    empty: 'You have not sent any proposals yet.',
    signInPrompt: 'Sign in to see your proposals and the moderators’ decisions on them.',
    createdAt: (date: string) => `Sent ${date}`,
  },
  loadFailed: 'The proposals could not be loaded.',
};
