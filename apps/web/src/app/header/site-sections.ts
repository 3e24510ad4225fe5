import { paths } from '../../config/paths';
import type { Messages } from '../../messages/catalogue';

export interface SiteLink {
  to: string;
  /** The link's text in the page's language, by its key in the catalogue's nav. */
  label: keyof Messages['nav'];
}

/** The catalogue's own screens besides the main links: lists, reference data, the experimental tools. */
export const CATALOGUE_SECTIONS: readonly SiteLink[] = [
  { to: paths.products, label: 'products' },
  { to: paths.details, label: 'details' },
  { to: paths.manufacturers, label: 'manufacturers' },
  { to: paths.stamps, label: 'stamps' },
  { to: paths.types, label: 'types' },
  { to: paths.exp, label: 'exp' },
];

/** The header's «Разделы» menu of moderators and admins: their work first, then every section. */
export const STAFF_SECTIONS: readonly SiteLink[] = [{ to: paths.moderation, label: 'moderation' }, ...CATALOGUE_SECTIONS];

/** The footer's «Разделы» list, for everyone. */
export const FOOTER_SECTIONS: readonly SiteLink[] = [
  { to: paths.search, label: 'search' },
  { to: paths.gallery, label: 'gallery' },
  { to: paths.year, label: 'year' },
  ...CATALOGUE_SECTIONS,
  { to: paths.about, label: 'about' },
];
