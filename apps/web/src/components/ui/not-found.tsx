import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/locale';
import { usePageTitle } from '../../lib/use-page-title';
import './message-page.css';

/** An unknown address or a missing item: the server answered it with HTTP 404 and this same page. */
export function NotFound() {
  const messages = useMessages();
  const t = messages.notFound;
  usePageTitle(messages.pageNames.notFound);
  return (
    <section className="message-page">
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <Link className="button" to={paths.home}>
        {t.home}
      </Link>
    </section>
  );
}
