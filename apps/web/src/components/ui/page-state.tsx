import { ApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/locale';
import { NotFound } from './not-found';
import './item-page.css';

/**
 * A page that has no data yet: its heading (so the page keeps its outline) and a loading or
 * error line; the not-found page when the API answered 404 (`cause`) or the address names no
 * item at all (`missing`: /products/abc), as the server did.
 */
export function PageState({
  title,
  error,
  cause,
  missing = false,
}: {
  title: string;
  error?: string | null;
  cause?: unknown;
  missing?: boolean;
}) {
  const messages = useMessages();
  if (missing || (cause instanceof ApiError && cause.status === 404)) return <NotFound />;
  return (
    <div className="item-page">
      <h1>{title}</h1>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : (
        <p role="status">{messages.browse.loading}</p>
      )}
    </div>
  );
}
