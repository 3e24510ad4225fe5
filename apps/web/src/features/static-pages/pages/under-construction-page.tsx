import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ru } from '../../../messages/ru';
import './static-pages.css';

const t = ru.staticPages.underConstruction;

/** Stands in for a section another piece of work is building; its route line is replaced then. */
export function UnderConstructionPage() {
  return (
    <section className="text-page">
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <Link className="button" to={paths.home}>
        {t.home}
      </Link>
    </section>
  );
}
