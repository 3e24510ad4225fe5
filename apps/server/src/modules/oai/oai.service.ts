import { SITE_NAME } from '@museum/contract';
import type { Clock } from '../../lib/clock';
import { OAI_KINDS, type OaiKind, type OaiRange, type OaiRepository, type OaiRow } from './oai.repository';
import { type DcSite, dublinCore, OAI_DC } from './oai-dc';
import { decodeCursor, encodeCursor, type OaiCursor } from './oai-token';
import { attributes, datestamp, element, xmlEscape } from './oai-xml';

/** Records per list answer: a harvester follows resumption tokens for the rest. */
export const OAI_PAGE_SIZE = 100;
/** How long a resumption token is honoured. */
const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const SETS: Record<OaiKind, string> = { products: 'Изделия', details: 'Детали' };

/** The verbs and the arguments each takes (required, optional; `resumptionToken` is exclusive). */
const VERBS = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: ['resumptionToken'] },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set', 'resumptionToken'] },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set', 'resumptionToken'] },
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[] }>;
type Verb = keyof typeof VERBS;

type OaiErrorCode = 'badVerb' | 'badArgument' | 'cannotDisseminateFormat' | 'idDoesNotExist' | 'noRecordsMatch' | 'badResumptionToken';

/** A protocol error: answered with HTTP 200 and an `<error>` element, as OAI-PMH asks. */
class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** A `from`/`until` argument as the instant it bounds (a day's `until` is its last moment); null when malformed. */
function parseDate(value: string, end: boolean): { at: Date; day: boolean } | null {
  const day = DAY.test(value);
  if (!day && !SECOND.test(value)) return null;
  const at = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime()) || !at.toISOString().startsWith(value.slice(0, 10))) return null;
  if (end) at.setTime(at.getTime() + (day ? 86_400_000 : 1000) - 1);
  return { at, day };
}

/**
 * OAI-PMH 2.0 (ADR 056): every product and detail as a record in the set of its kind, with
 * oai_dc metadata, harvested by change time in pages that resumption tokens continue.
 */
export function createOaiService(deps: {
  records: OaiRepository;
  clock: Clock;
  publicUrl: string;
  textsLicence: string;
  /** CONTACT_EMAIL; Identify must name one, so the site's own postmaster address stands in. */
  adminEmail: string | null;
}) {
  const { records, clock, publicUrl } = deps;
  const baseUrl = `${publicUrl}/oai`;
  const host = new URL(publicUrl).host;
  const site: DcSite = { publicUrl, textsLicence: deps.textsLicence };
  const identifierOf = (kind: OaiKind, id: number) => `oai:${host}:${kind}/${id}`;

  function parseIdentifier(identifier: string): { kind: OaiKind; id: number } | null {
    const match = /^oai:([^:]+):(products|details)\/(\d{1,10})$/.exec(identifier);
    if (!match || match[1] !== host) return null;
    const id = Number(match[3]);
    return id >= 1 && id <= 2_147_483_647 ? { kind: match[2] as OaiKind, id } : null;
  }

  const header = (kind: OaiKind, row: OaiRow) =>
    `<header>${element('identifier', identifierOf(kind, row.id))}${element('datestamp', datestamp(row.updatedAt))}${element('setSpec', kind)}</header>`;
  const record = (kind: OaiKind, row: OaiRow) => `<record>${header(kind, row)}<metadata>${dublinCore(site, kind, row)}</metadata></record>`;

  function envelope(request: Record<string, string | undefined>, body: string): string {
    return [
      '<?xml version="1.0" encoding="UTF-8"?>\n',
      '<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
      ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">',
      element('responseDate', datestamp(clock.now())),
      `<request${attributes(request)}>${xmlEscape(baseUrl)}</request>`,
      body,
      '</OAI-PMH>\n',
    ].join('');
  }

  function checkPrefix(metadataPrefix: string | undefined) {
    if (metadataPrefix !== OAI_DC.metadataPrefix) {
      throw new OaiError('cannotDisseminateFormat', `Формат ${metadataPrefix ?? ''} не поддерживается: есть только oai_dc`);
    }
  }

  async function identify(): Promise<string> {
    const earliest = await records.earliest();
    return [
      '<Identify>',
      element('repositoryName', SITE_NAME),
      element('baseURL', baseUrl),
      element('protocolVersion', '2.0'),
      element('adminEmail', deps.adminEmail ?? `postmaster@${new URL(publicUrl).hostname}`),
      element('earliestDatestamp', datestamp(earliest ?? clock.now())),
      element('deletedRecord', 'no'),
      element('granularity', 'YYYY-MM-DDThh:mm:ssZ'),
      '</Identify>',
    ].join('');
  }

  async function listMetadataFormats(identifier: string | undefined): Promise<string> {
    if (identifier !== undefined) {
      const named = parseIdentifier(identifier);
      if (!named || !(await records.one(named.kind, named.id))) throw new OaiError('idDoesNotExist', `Записи ${identifier} нет`);
    }
    const format = `<metadataFormat>${element('metadataPrefix', OAI_DC.metadataPrefix)}${element('schema', OAI_DC.schema)}${element('metadataNamespace', OAI_DC.metadataNamespace)}</metadataFormat>`;
    return `<ListMetadataFormats>${format}</ListMetadataFormats>`;
  }

  function listSets(token: string | undefined): string {
    // All sets fit one answer: no token of ours continues a set list.
    if (token !== undefined) throw new OaiError('badResumptionToken', 'Такого маркера продолжения нет');
    const sets = OAI_KINDS.map((kind) => `<set>${element('setSpec', kind)}${element('setName', SETS[kind])}</set>`).join('');
    return `<ListSets>${sets}</ListSets>`;
  }

  async function getRecord(identifier: string, metadataPrefix: string): Promise<string> {
    const named = parseIdentifier(identifier);
    const row = named ? await records.one(named.kind, named.id) : undefined;
    if (!named || !row) throw new OaiError('idDoesNotExist', `Записи ${identifier} нет`);
    checkPrefix(metadataPrefix);
    return `<GetRecord>${record(named.kind, row)}</GetRecord>`;
  }

  /** The first cursor of a list request, from its arguments. */
  function startCursor(verb: OaiCursor['verb'], args: Record<string, string | undefined>): OaiCursor {
    checkPrefix(args.metadataPrefix);
    const from = args.from === undefined ? null : parseDate(args.from, false);
    const until = args.until === undefined ? null : parseDate(args.until, true);
    if ((args.from !== undefined && !from) || (args.until !== undefined && !until)) {
      throw new OaiError('badArgument', 'from и until: дата ГГГГ-ММ-ДД или ГГГГ-ММ-ДДTчч:мм:ссZ');
    }
    if (from && until && from.day !== until.day) throw new OaiError('badArgument', 'from и until должны быть одной точности');
    if (from && until && from.at > until.at) throw new OaiError('badArgument', 'from позже until');
    const set = args.set;
    if (set !== undefined && !OAI_KINDS.includes(set as OaiKind)) throw new OaiError('badArgument', `Набора ${set} нет`);
    const kinds = set ? [set as OaiKind] : OAI_KINDS;
    return {
      verb,
      metadataPrefix: args.metadataPrefix as string,
      set: (set as OaiKind | undefined) ?? null,
      from: from ? from.at.toISOString() : null,
      until: until ? until.at.toISOString() : null,
      kind: kinds[0] as OaiKind,
      afterId: 0,
      sent: 0,
      expires: 0,
    };
  }

  async function list(verb: OaiCursor['verb'], args: Record<string, string | undefined>): Promise<string> {
    let cursor: OaiCursor;
    if (args.resumptionToken !== undefined) {
      const decoded = decodeCursor(args.resumptionToken, clock.now());
      if (!decoded || decoded.verb !== verb) throw new OaiError('badResumptionToken', 'Маркер продолжения неверен или устарел');
      cursor = decoded;
    } else {
      cursor = startCursor(verb, args);
    }
    const range: OaiRange = {
      from: cursor.from ? new Date(cursor.from) : null,
      until: cursor.until ? new Date(cursor.until) : null,
    };
    const kinds = cursor.set ? [cursor.set] : OAI_KINDS;
    const found: { kind: OaiKind; row: OaiRow }[] = [];
    let next: { kind: OaiKind; afterId: number } | null = null;
    for (let k = kinds.indexOf(cursor.kind); k >= 0 && k < kinds.length; k += 1) {
      const kind = kinds[k] as OaiKind;
      const room = OAI_PAGE_SIZE - found.length;
      // One more than fits tells whether this kind goes on past the page.
      const rows = await records.page(kind, range, kind === cursor.kind ? cursor.afterId : 0, room + 1);
      for (const row of rows.slice(0, room)) found.push({ kind, row });
      if (rows.length > room) {
        next = { kind, afterId: found.at(-1)?.row.id ?? 0 };
        break;
      }
      if (found.length === OAI_PAGE_SIZE && k + 1 < kinds.length) {
        next = { kind: kinds[k + 1] as OaiKind, afterId: 0 };
        break;
      }
    }
    if (found.length === 0) {
      if (args.resumptionToken !== undefined) throw new OaiError('badResumptionToken', 'Маркер продолжения неверен или устарел');
      throw new OaiError('noRecordsMatch', 'Нет записей с такими условиями');
    }
    const items = found.map(({ kind, row }) => (verb === 'ListRecords' ? record(kind, row) : header(kind, row))).join('');
    const token = resumption(cursor, next);
    return `<${verb}>${items}${token}</${verb}>`;
  }

  /** The page's resumption token: the next cursor, or the empty token that ends a resumed list. */
  function resumption(cursor: OaiCursor, next: { kind: OaiKind; afterId: number } | null): string {
    const sent = cursor.sent;
    if (!next) return cursor.sent > 0 ? `<resumptionToken${attributes({ cursor: String(sent) })}/>` : '';
    const expires = clock.now().getTime() + TOKEN_LIFETIME_MS;
    const token = encodeCursor({ ...cursor, ...next, sent: sent + OAI_PAGE_SIZE, expires });
    return `<resumptionToken${attributes({ expirationDate: datestamp(new Date(expires)), cursor: String(sent) })}>${token}</resumptionToken>`;
  }

  return {
    /**
     * Answers one OAI-PMH request (its query or form arguments) with the whole XML document;
     * protocol errors are documents too.
     */
    async handle(query: Record<string, unknown>): Promise<string> {
      const args: Record<string, string | undefined> = {};
      let repeated = false;
      for (const [key, value] of Object.entries(query)) {
        if (typeof value === 'string') args[key] = value;
        else repeated = true;
      }
      const verb = args.verb;
      if (!verb || !Object.hasOwn(VERBS, verb)) {
        return envelope({}, `<error code="badVerb">${xmlEscape(verb ? `Нет команды ${verb}` : 'Не указан verb')}</error>`);
      }
      const { required, optional } = VERBS[verb as Verb];
      const allowed = new Set<string>(['verb', ...required, ...optional]);
      const names = Object.keys(args).filter((key) => key !== 'verb');
      const exclusive = args.resumptionToken !== undefined && names.length > 1;
      const missing = args.resumptionToken === undefined && required.some((name) => args[name] === undefined);
      if (repeated || exclusive || missing || names.some((name) => !allowed.has(name))) {
        return envelope({}, '<error code="badArgument">Недопустимые, повторённые или недостающие аргументы</error>');
      }
      const request = Object.fromEntries(Object.entries(args).filter(([key]) => allowed.has(key)));
      try {
        return envelope(request, await answer(verb as Verb, args));
      } catch (err) {
        if (!(err instanceof OaiError)) throw err;
        return envelope(request, `<error code="${err.code}">${xmlEscape(err.message)}</error>`);
      }
    },
  };

  function answer(verb: Verb, args: Record<string, string | undefined>): Promise<string> | string {
    switch (verb) {
      case 'Identify':
        return identify();
      case 'ListMetadataFormats':
        return listMetadataFormats(args.identifier);
      case 'ListSets':
        return listSets(args.resumptionToken);
      case 'GetRecord':
        return getRecord(args.identifier as string, args.metadataPrefix as string);
      case 'ListIdentifiers':
      case 'ListRecords':
        return list(verb, args);
    }
  }
}
export type OaiService = ReturnType<typeof createOaiService>;
