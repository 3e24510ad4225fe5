import { Link } from 'react-router';
import { NameOf } from '../../../components/ui/name-of';
import { paths } from '../../../config/paths';
import { useContentLang, useMessages } from '../../../lib/locale';
import { useManufacturers } from '../../../lib/reference-lists/manufacturers';
import '../../../components/ui/item-page.css';
import '../components/manufacturers.css';

export function ManufacturersPage() {
  const contentLang = useContentLang();
  const messages = useMessages();
  const t = messages.items.makers;
  const { data, isPending, isError } = useManufacturers();
  let body: React.ReactNode;
  if (isPending) body = <p role="status">{messages.items.loading}</p>;
  else if (isError)
    body = (
      <p role="alert" className="notice notice--error">
        {t.error}
      </p>
    );
  else if (!data.length) body = <p className="item-muted">{t.empty}</p>;
  else
    body = (
      <ul className="makers-list">
        {data.map((maker) => (
          <li key={maker.id}>
            <Link to={paths.manufacturer(maker.id)}>
              <NameOf named={maker} />
            </Link>
            {(maker.country || maker.period) && (
              <span className="item-muted" lang={contentLang}>
                {[maker.country, maker.period].filter(Boolean).join(', ')}
              </span>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="item-page">
      <h1>{t.title}</h1>
      {body}
    </div>
  );
}
