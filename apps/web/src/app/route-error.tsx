import { useEffect, useState } from 'react';
import { Link, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { isChunkLoadError, reloadOnceForNewBuild } from '../lib/chunk-reload';
import { useMessages } from '../lib/locale';
import '../components/ui/message-page.css';

/**
 * Any error while loading or showing a page: a chunk of an older build reloads the page once,
 * anything else (or a reload that did not help) shows this page instead of the router's own.
 */
export function RouteError() {
  const t = useMessages().routeError;
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnceForNewBuild());
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  if (reloading) return <div className="message-page" aria-busy="true" />;
  return (
    <section className="message-page" role="alert">
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <div className="message-page__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
        <Link className="button" to={paths.home} reloadDocument>
          {t.home}
        </Link>
      </div>
    </section>
  );
}
