import type { PhotoLicence as Licence } from '@museum/contract';
import { PHOTO_LICENCE_LABELS, PHOTO_LICENCE_UNKNOWN_LABEL, PHOTO_LICENCE_URLS } from '@museum/contract/constants';
import { useContentLang, useMessages } from '../../lib/locale';
import './photo-rights.css';

/** The credit and licence line under a photo: the author, then the licence linked to its deed (CC ones), or «Лицензия не указана». */
export function PhotoLicence({ credit, licence }: { credit: string | null; licence: Licence | null }) {
  const t = useMessages().research.rights;
  // The contract's licence names are Russian until they are given per language (issue 32, the server side).
  const lang = useContentLang();
  const deed = licence ? PHOTO_LICENCE_URLS[licence] : null;
  const name = licence ? PHOTO_LICENCE_LABELS[licence] : PHOTO_LICENCE_UNKNOWN_LABEL;
  return (
    <p className="photo-licence">
      {credit && <span className="photo-licence__credit">{t.creditLine(credit)}</span>}
      <span className="photo-licence__licence">
        {licence && `${t.licence}: `}
        {deed ? (
          <a href={deed} target="_blank" rel="license noopener noreferrer" lang={lang}>
            {name}
          </a>
        ) : (
          <span lang={lang}>{name}</span>
        )}
      </span>
    </p>
  );
}
