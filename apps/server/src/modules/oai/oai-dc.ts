import { htmlToText } from '../../lib/text';
import type { OaiKind, OaiRow } from './oai.repository';
import { element } from './oai-xml';

/** The one metadata format: simple Dublin Core, as every OAI-PMH repository must offer. */
export const OAI_DC = {
  metadataPrefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  metadataNamespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
} as const;

const DC_OPEN =
  '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/"' +
  ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
  ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">';

/** The licence the catalogue's texts are given under (ADR 056); photos carry their own. */
export const CATALOGUE_TEXTS_LICENCE = 'https://creativecommons.org/licenses/by-sa/4.0/';

/** Where the dc fields' links point and under which licence the catalogue's texts are given. */
export interface DcSite {
  publicUrl: string;
  textsLicence: string;
}

/** A record's permanent page: the item's, maker's or stamp's own page (stamps have one since ADR 061). */
export const pageOf = (publicUrl: string, kind: OaiKind, id: number) => `${publicUrl}/${kind}/${id}`;

/** The DCMI type and the catalogue's own word for each kind. */
const TYPES: Record<OaiKind, [string, string | null]> = {
  products: ['PhysicalObject', 'изделие'],
  details: ['PhysicalObject', null],
  manufacturers: ['Text', 'производитель'],
  stamps: ['Text', 'клеймо'],
};

/**
 * A record as Dublin Core: title, identifier = the page's permanent URL, date = the year, creator
 * = the maker, description as plain text, type, format, rights, relation = the IIIF manifest.
 */
export function dublinCore(site: DcSite, kind: OaiKind, row: OaiRow): string {
  const title = [row.name, row.number ? `№ ${row.number}` : null].filter(Boolean).join(', ');
  const [dcmiType, word] = TYPES[kind];
  const item = kind === 'products' || kind === 'details';
  return [
    DC_OPEN,
    element('dc:title', title),
    element('dc:identifier', pageOf(site.publicUrl, kind, row.id)),
    element('dc:date', row.year),
    element('dc:creator', row.maker),
    element('dc:description', row.description ? htmlToText(row.description) : null),
    element('dc:type', dcmiType),
    element('dc:type', word ?? row.type),
    element('dc:format', 'text/html'),
    element('dc:language', 'ru'),
    element('dc:rights', site.textsLicence),
    item ? element('dc:relation', `${site.publicUrl}/iiif/${kind}/${row.id}/manifest.json`) : '',
    '</oai_dc:dc>',
  ].join('');
}
