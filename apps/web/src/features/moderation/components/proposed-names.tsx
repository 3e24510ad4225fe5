import { IMPORT_NAME_FIELDS, type ImportNewNames, TRANSLATED_LOCALE } from '@museum/contract';
import { Fragment } from 'react';
import { useContentLang, useMessages } from '../../../lib/locale';

/**
 * The makers, part types, subtypes and stamps an imported request names that the catalogue lacks
 * (issue 50, point 2): its approval adds them, so the moderator sees them before deciding. The
 * words are the page's; each name is marked in its language (English when the file wrote it under
 * the English header, else as entered).
 */
export function ProposedNames({ names }: { names: ImportNewNames | null | undefined }) {
  const t = useMessages().imports.batch;
  const contentLang = useContentLang();
  const shown = IMPORT_NAME_FIELDS.flatMap((field) => {
    const value = names?.[field];
    const lang = names?.english?.includes(field) ? TRANSLATED_LOCALE : contentLang;
    return (Array.isArray(value) ? value : value ? [value] : []).map((name) => ({ field, name, lang }));
  });
  if (shown.length === 0) return null;
  const [open, close] = t.nameQuotes;
  return (
    <p className="request__new-names">
      {t.newNames}{' '}
      {shown.map(({ field, name, lang }, index) => (
        <Fragment key={`${field}-${name}`}>
          {index > 0 && ', '}
          {t.newNameKinds[field]} {open}
          <span lang={lang}>{name}</span>
          {close}
        </Fragment>
      ))}
      {t.newNamesEnd}
    </p>
  );
}
