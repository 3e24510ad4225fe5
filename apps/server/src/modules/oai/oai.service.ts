import { type BelongsTo, SITE_NAME } from '@museum/contract';
import type { Clock } from '../../lib/clock';
import { NotFound } from '../../lib/errors';
import { OAI_KINDS, type OaiFilter, type OaiKind, type OaiRepository, type OaiRow } from './oai.repository';
import { ECHOED, OaiError, type OaiErrorCode, parseDate, VERBS, type Verb } from './oai-arguments';
import { type DcSite, dublinCore, OAI_DC } from './oai-dc';
import { purposeSpec, SETS, setName, WHOLE } from './oai-sets';
import { decodeCursor, encodeCursor, type OaiCursor } from './oai-token';
import { attributes, datestamp, element, xmlEscape } from './oai-xml';
import type { ServerKeysRepository } from './server-keys.repository';

/** Records per list answer: a harvester follows resumption tokens for the rest. */
export const OAI_PAGE_SIZE = 100;
/** How long a resumption token is honoured. */
export const OAI_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The name of the key that signs resumption tokens, in the database's `server_keys`. */
export const OAI_TOKEN_KEY = 'oai-resumption-token';

/**
 * OAI-PMH 2.0 (ADR 056): every product, detail, manufacturer and stamp as a record in the set of
 * its kind (products and details also in their purpose's set), with oai_dc metadata, harvested by
 * change time in pages that resumption tokens continue; deletions are reported for good.
 */
export function createOaiService(deps: {
  records: OaiRepository;
  keys: ServerKeysRepository;
  clock: Clock;
  publicUrl: string;
  textsLicence: string;
  /** CONTACT_EMAIL: Identify names the operator's address, so without one there is no repository to offer (ADR 076). */
  adminEmail: string | null;
}) {
  const { records, clock, publicUrl } = deps;
  const baseUrl = `${publicUrl}/oai`;
  // The repository's namespace identifier: a domain name, so without the port.
  const host = new URL(publicUrl).hostname;
  // Read once from the database (made there by the first server that needs it); read again after a failure.
  let tokenKey: Promise<Buffer> | undefined;
  const signingKey = () => {
    tokenKey ??= deps.keys.keyNamed(OAI_TOKEN_KEY).catch((error: unknown) => {
      tokenKey = undefined;
      throw error;
    });
    return tokenKey;
  };
  const site: DcSite = { publicUrl, textsLicence: deps.textsLicence };
  const identifierOf = (kind: OaiKind, id: number) => `oai:${host}:${kind}/${id}`;

  function parseIdentifier(identifier: string): { kind: OaiKind; id: number } | null {
    const match = /^oai:([^:]+):([a-z]+)\/(\d{1,10})$/.exec(identifier);
    if (!match || match[1] !== host || !OAI_KINDS.includes(match[2] as OaiKind)) return null;
    const id = Number(match[3]);
    return id >= 1 && id <= 2_147_483_647 ? { kind: match[2] as OaiKind, id } : null;
  }

  const setSpecs = (kind: OaiKind, purpose: BelongsTo | null) =>
    element('setSpec', kind) + (purpose ? element('setSpec', purposeSpec(purpose)) : '');
  const header = (kind: OaiKind, row: OaiRow) =>
    `<header>${element('identifier', identifierOf(kind, row.id))}${element('datestamp', datestamp(row.updatedAt))}${setSpecs(kind, row.belongsTo)}</header>`;
  /** A deleted record's header, in the sets its last state was listed under (its kind's, its purpose's). */
  const deletedHeader = (kind: OaiKind, gone: { id: number; deletedAt: Date; belongsTo: BelongsTo | null }) =>
    `<header status="deleted">${element('identifier', identifierOf(kind, gone.id))}${element('datestamp', datestamp(gone.deletedAt))}${setSpecs(kind, gone.belongsTo)}</header>`;
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

  async function identify(adminEmail: string): Promise<string> {
    const earliest = await records.earliest();
    return [
      '<Identify>',
      element('repositoryName', SITE_NAME),
      element('baseURL', baseUrl),
      element('protocolVersion', '2.0'),
      element('adminEmail', adminEmail),
      element('earliestDatestamp', datestamp(earliest ?? clock.now())),
      element('deletedRecord', 'persistent'),
      element('granularity', 'YYYY-MM-DDThh:mm:ssZ'),
      '</Identify>',
    ].join('');
  }

  /** A record that is or was: its live row, or when it was deleted; idDoesNotExist otherwise. */
  async function find(
    identifier: string,
  ): Promise<{ kind: OaiKind; id: number; row?: OaiRow; deleted?: { deletedAt: Date; belongsTo: BelongsTo | null } }> {
    const named = parseIdentifier(identifier);
    if (named) {
      const row = await records.one(named.kind, named.id);
      if (row) return { ...named, row };
      const deleted = await records.deletion(named.kind, named.id);
      if (deleted) return { ...named, deleted };
    }
    throw new OaiError('idDoesNotExist', `Записи ${identifier} нет`);
  }

  async function listMetadataFormats(identifier: string | undefined): Promise<string> {
    if (identifier !== undefined) await find(identifier);
    const format = `<metadataFormat>${element('metadataPrefix', OAI_DC.metadataPrefix)}${element('schema', OAI_DC.schema)}${element('metadataNamespace', OAI_DC.metadataNamespace)}</metadataFormat>`;
    return `<ListMetadataFormats>${format}</ListMetadataFormats>`;
  }

  function listSets(token: string | undefined): string {
    // All sets fit one answer: no token of ours continues a set list.
    if (token !== undefined) throw new OaiError('badResumptionToken', 'Такого маркера продолжения нет');
    const sets = [...SETS.keys()].map((spec) => `<set>${element('setSpec', spec)}${element('setName', setName(spec))}</set>`).join('');
    return `<ListSets>${sets}</ListSets>`;
  }

  async function getRecord(identifier: string, metadataPrefix: string): Promise<string> {
    const found = await find(identifier);
    checkPrefix(metadataPrefix);
    const { kind, id, row, deleted } = found;
    // A deleted record is its header alone, marked deleted, for good.
    const body = row ? record(kind, row) : `<record>${deletedHeader(kind, { id, ...(deleted as NonNullable<typeof deleted>) })}</record>`;
    return `<GetRecord>${body}</GetRecord>`;
  }

  /** The first cursor of a list request, from its arguments. */
  function startCursor(verb: OaiCursor['verb'], args: Record<string, string | undefined>): OaiCursor {
    const from = args.from === undefined ? null : parseDate(args.from, false);
    const until = args.until === undefined ? null : parseDate(args.until, true);
    if ((args.from !== undefined && !from) || (args.until !== undefined && !until)) {
      throw new OaiError('badArgument', 'from и until: дата ГГГГ-ММ-ДД или ГГГГ-ММ-ДДTчч:мм:ссZ');
    }
    if (from && until && from.day !== until.day) throw new OaiError('badArgument', 'from и until должны быть одной точности');
    if (args.set !== undefined && !SETS.has(args.set)) throw new OaiError('badArgument', `Набора ${args.set} нет`);
    checkPrefix(args.metadataPrefix);
    return {
      verb,
      metadataPrefix: args.metadataPrefix as string,
      set: args.set ?? null,
      from: from ? from.at.toISOString() : null,
      until: until ? until.at.toISOString() : null,
      stream: 0,
      after: 0,
      sent: 0,
      expires: 0,
    };
  }

  /** One page of a list: each kind's live records by id, then the deletions by revision. */
  async function list(verb: OaiCursor['verb'], args: Record<string, string | undefined>): Promise<string> {
    const resumed = args.resumptionToken !== undefined;
    const cursor = resumed ? decodeCursor(args.resumptionToken as string, clock.now(), await signingKey()) : startCursor(verb, args);
    const scope = cursor && (cursor.set === null ? WHOLE : SETS.get(cursor.set));
    const format = cursor?.metadataPrefix === OAI_DC.metadataPrefix;
    if (!cursor || !scope || !format || cursor.verb !== verb || cursor.stream > scope.kinds.length) {
      throw new OaiError('badResumptionToken', 'Маркер продолжения неверен или устарел');
    }
    const filter: OaiFilter = {
      from: cursor.from ? new Date(cursor.from) : null,
      until: cursor.until ? new Date(cursor.until) : null,
      purpose: scope.purpose,
    };
    // One more than a page, across the lists, tells whether the harvest goes on past this page.
    const found: { stream: number; key: number; xml: string }[] = [];
    for (let stream = cursor.stream; stream <= scope.kinds.length && found.length <= OAI_PAGE_SIZE; stream += 1) {
      const want = OAI_PAGE_SIZE + 1 - found.length;
      const after = stream === cursor.stream ? cursor.after : 0;
      const kind = scope.kinds[stream];
      if (kind) {
        for (const row of await records.page(kind, filter, after, want)) {
          found.push({ stream, key: row.id, xml: verb === 'ListRecords' ? record(kind, row) : header(kind, row) });
        }
      } else {
        for (const gone of await records.deletions(scope.kinds, filter, after, want)) {
          const head = deletedHeader(gone.kind, gone);
          found.push({ stream, key: gone.revision, xml: verb === 'ListRecords' ? `<record>${head}</record>` : head });
        }
      }
    }
    // Records deleted after a token was given are listed among the deletions, so a resumed list is rarely empty.
    if (found.length === 0) throw new OaiError('noRecordsMatch', 'Нет записей с такими условиями');
    const page = found.slice(0, OAI_PAGE_SIZE);
    const last = page.at(-1);
    const next = found.length > OAI_PAGE_SIZE && last ? { stream: last.stream, after: last.key } : null;
    return `<${verb}>${page.map((item) => item.xml).join('')}${await resumption(cursor, next)}</${verb}>`;
  }

  /** The page's resumption token: the next cursor, or the empty token that ends a resumed list. */
  async function resumption(cursor: OaiCursor, next: { stream: number; after: number } | null): Promise<string> {
    const sent = cursor.sent;
    if (!next) return sent > 0 ? `<resumptionToken${attributes({ cursor: String(sent) })}/>` : '';
    const expires = clock.now().getTime() + OAI_TOKEN_LIFETIME_MS;
    const token = encodeCursor({ ...cursor, ...next, sent: sent + OAI_PAGE_SIZE, expires }, await signingKey());
    return `<resumptionToken${attributes({ expirationDate: datestamp(new Date(expires)), cursor: String(sent) })}>${token}</resumptionToken>`;
  }

  /** The arguments the `<request>` element repeats: none after badVerb or badArgument, as the protocol asks, and only well-formed ones otherwise. */
  const echoed = (args: Record<string, string | undefined>, code: OaiErrorCode | null) =>
    code === 'badVerb' || code === 'badArgument'
      ? {}
      : Object.fromEntries(Object.entries(args).filter(([key, value]) => value !== undefined && ECHOED[key]?.test(value)));

  function answer(verb: Verb, args: Record<string, string | undefined>, adminEmail: string): Promise<string> | string {
    switch (verb) {
      case 'Identify':
        return identify(adminEmail);
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

  return {
    /**
     * Answers one OAI-PMH request (its query or form arguments) with the whole XML document;
     * protocol errors are documents too. Without the operator's address there is no repository:
     * Identify must name one, and none is invented (a 404 problem that says why).
     */
    async handle(query: Record<string, unknown>): Promise<string> {
      const { adminEmail } = deps;
      if (!adminEmail) throw new NotFound((t) => t.oaiNeedsContactEmail);
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
      try {
        return envelope(echoed(args, null), await answer(verb as Verb, args, adminEmail));
      } catch (err) {
        if (!(err instanceof OaiError)) throw err;
        return envelope(echoed(args, err.code), `<error code="${err.code}">${xmlEscape(err.message)}</error>`);
      }
    },
  };
}
export type OaiService = ReturnType<typeof createOaiService>;
