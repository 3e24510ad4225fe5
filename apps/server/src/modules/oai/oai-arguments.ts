/** The protocol's grammar (ADR 056): verbs and their arguments, the errors, the dates of `from`/`until`. */
/** The verbs and the arguments each takes (required, optional; `resumptionToken` is exclusive). */
export const VERBS = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: ['resumptionToken'] },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set', 'resumptionToken'] },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set', 'resumptionToken'] },
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[] }>;
export type Verb = keyof typeof VERBS;

export type OaiErrorCode =
  | 'badVerb'
  | 'badArgument'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'badResumptionToken';

/** A protocol error: answered with HTTP 200 and an `<error>` element, as OAI-PMH asks. */
export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
/** The protocol's patterns of the arguments the `<request>` element repeats (its schema checks them). */
export const ECHOED: Record<string, RegExp> = {
  metadataPrefix: /^[A-Za-z0-9\-_.!~*'()]+$/,
  set: /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/,
  from: /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/,
  until: /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/,
  identifier: /^[^\s<>"{}|\\^`]+$/,
  resumptionToken: /^[\s\S]*$/,
  verb: /^[\s\S]*$/,
};

/** A `from`/`until` argument as the instant it bounds (a day's `until` is its last moment); null when malformed. */
export function parseDate(value: string, end: boolean): { at: Date; day: boolean } | null {
  const day = DAY.test(value);
  if (!day && !SECOND.test(value)) return null;
  const at = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, day ? 10 : 19) !== value.slice(0, day ? 10 : 19)) return null;
  if (end) at.setTime(at.getTime() + (day ? 86_400_000 : 1000) - 1);
  return { at, day };
}
