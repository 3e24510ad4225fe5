import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';

export function AboutBlock() {
  const t = useMessages().home.about;
  return (
    <section className="home-block about-block" aria-labelledby="about-block-title">
      <h2 id="about-block-title">{t.title}</h2>
      <p>{t.text}</p>
      <div className="about-block__actions">
        <Link className="button button--primary" to={paths.search}>
          {t.toSearch}
        </Link>
        <Link className="button" to={paths.about}>
          {t.toAbout}
        </Link>
      </div>
    </section>
  );
}
