import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { typedName } from '../../../lib/item-title';
import { useMessages } from '../../../lib/locale';
import { usePhotoInfo } from '../../photos';

/** The lightbox's collapsible card: photo number, its page, and the items seen on it (loaded per photo). */
export function PhotoInfoCard({ id }: { id: number }) {
  const messages = useMessages();
  const t = messages.gallery.info;
  const [open, setOpen] = useState(true);
  const info = usePhotoInfo(id);
  return (
    <section className="photo-info" aria-label={t.label}>
      <div className="photo-info__head">
        <strong>{messages.browse.lightbox.photoAlt(id)}</strong>
        <Link to={paths.photo(id)}>{t.about}</Link>
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t.collapse : t.expand}
        </button>
      </div>
      {open && (
        <div className="photo-info__body">
          {info.isPending && <p role="status">{messages.browse.loading}</p>}
          {info.isError && <p>{t.error}</p>}
          {info.data && info.data.products.length + info.data.details.length === 0 && <p>{t.nothing}</p>}
          {info.data && info.data.products.length > 0 && (
            <div>
              <h3>{t.products}</h3>
              <ul>
                {info.data.products.map((p) => (
                  <li key={p.id}>
                    <Link to={paths.product(p.id)}>{p.name || messages.browse.noName}</Link>
                    {p.manufacturer && <span className="photo-info__muted"> · {p.manufacturer}</span>}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {info.data && info.data.details.length > 0 && (
            <div>
              <h3>{t.details}</h3>
              <ul>
                {info.data.details.map((d) => (
                  <li key={d.id}>
                    <Link to={paths.detail(d.id)}>{typedName(d.type, d.name)}</Link>
                    <span className="photo-info__muted">
                      {[d.serialNumber && messages.numbered(d.serialNumber), d.year, d.manufacturer].filter(Boolean).map((x) => ` · ${x}`)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
