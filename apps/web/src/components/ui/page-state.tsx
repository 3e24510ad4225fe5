import { ru } from '../../messages/ru';
import './item-page.css';

/** A page that has no data yet: its heading (so the page keeps its outline) and a loading or error line. */
export function PageState({ title, error }: { title: string; error?: string | null }) {
  return (
    <div className="item-page">
      <h1>{title}</h1>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : (
        <p role="status">{ru.browse.loading}</p>
      )}
    </div>
  );
}
