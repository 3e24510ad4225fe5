import { paths } from '../../config/paths';
import { ru } from '../../messages/ru';

export interface SiteLink {
  to: string;
  label: string;
}

/** The catalogue's own screens besides the main links: lists, reference data, the experimental tools. */
export const CATALOGUE_SECTIONS: readonly SiteLink[] = [
  { to: paths.products, label: ru.nav.products },
  { to: paths.details, label: ru.nav.details },
  { to: paths.manufacturers, label: ru.nav.manufacturers },
  { to: paths.stamps, label: ru.nav.stamps },
  { to: paths.types, label: ru.nav.types },
  { to: paths.exp, label: ru.nav.exp },
];

/** The header's «Разделы» menu of moderators and admins: their work first, then every section. */
export const STAFF_SECTIONS: readonly SiteLink[] = [{ to: paths.moderation, label: ru.nav.moderation }, ...CATALOGUE_SECTIONS];

/** The footer's «Разделы» list, for everyone. */
export const FOOTER_SECTIONS: readonly SiteLink[] = [
  { to: paths.search, label: ru.nav.search },
  { to: paths.gallery, label: ru.nav.gallery },
  { to: paths.year, label: ru.nav.year },
  ...CATALOGUE_SECTIONS,
  { to: paths.about, label: ru.nav.about },
];
