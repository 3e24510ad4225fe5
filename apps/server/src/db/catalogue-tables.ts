/**
 * The catalogue as the admin dump carries it (ADR 028): these tables, parents before children,
 * each in a fixed order so two dumps of the same catalogue are the same bytes. Accounts,
 * sessions, change requests and history stay out: a dump moves the museum's data, not its users.
 */
export const CATALOGUE_TABLES = [
  { name: 'manufacturers', order: 'id' },
  { name: 'detail_types', order: 'id' },
  { name: 'detail_subtypes', order: 'id' },
  { name: 'stamps', order: 'id' },
  { name: 'photos', order: 'id' },
  { name: 'products', order: 'id', selfColumns: ['parent_id'] },
  { name: 'details', order: 'id' },
  { name: 'detail_stamps', order: 'detail_id, stamp_id' },
  { name: 'product_photos', order: 'item_id, photo_id' },
  { name: 'detail_photos', order: 'item_id, photo_id' },
  { name: 'stamp_photos', order: 'stamp_id, photo_id' },
  { name: 'photo_regions', order: 'id' },
] as const satisfies readonly { name: string; order: string; selfColumns?: readonly string[] }[];

/**
 * Columns left out: the search vector and the matching-numbers flag (kept by triggers), the
 * serial and inscription keys and the serial's value (generated), who created a row (accounts
 * are not carried), and regions' crops (derived files the dump does not carry: an import makes
 * them again from the originals).
 */
export const DUMP_OMITTED_COLUMNS = [
  'search',
  'serial_key',
  'serial_value',
  'marking_keys',
  'numbers_match',
  'created_by',
  'uploaded_by',
  'crop_state',
  'crop_name',
] as const;

export const CATALOGUE_MANIFEST = 'manifest.json';

/** What `manifest.json` of a catalogue dump says; written last, so its presence means complete. */
export interface CatalogueManifest {
  format: 'museum-catalogue';
  version: 1;
  createdAt: string;
  /** Rows by table (`<table>.jsonl`). */
  tables: Record<string, number>;
  /** Photo files under `photos/` (originals and their derived files). */
  files: number;
  missingFiles: string[];
}
