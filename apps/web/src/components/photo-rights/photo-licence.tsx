import type { PhotoLicence as Licence } from '@museum/contract';
import { PHOTO_LICENCE_URLS } from '@museum/contract/constants';
import { useMessages } from '../../lib/locale';
import './photo-rights.css';

/** The credit and licence line under a photo: the author, then the licence linked to its deed (CC ones), or «Лицензия не указана». */
export function PhotoLicence({ credit, licence }: { credit: string | null; licence: Licence | null }) {
  const t = useMessages().research.rights;
  const names = t.names;
  const deed = licence ? PHOTO_LICENCE_URLS[licence] : null;
  const name = licence ? names.labels[licence] : names.unknown;
  return (
    <p className="photo-licence">
      {credit && <span className="photo-licence__credit">{t.creditLine(credit)}</span>}
      <span className="photo-licence__licence">
        {licence && `${t.licence}: `}
        {deed ? (
          <a href={deed} target="_blank" rel="license noopener noreferrer">
            {name}
          </a>
        ) : (
          <span>{name}</span>
        )}
      </span>
    </p>
  );
}
