import type { Page } from '@museum/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { loadErrorText } from '../../lib/error-text';
import { useMessages } from '../../lib/locale';
import { useScrollMemory } from '../../lib/use-scroll-memory';
import { Pager } from './pager';
import './item-page.css';
import './paged-list-page.css';

/** The page number of a list page, from `?page=` (0 when absent or malformed). */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = /^\d+$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 0;
  return [page, (next) => setParams(next ? { page: String(next) } : {})];
}

interface PagedListPageProps<T> {
  title: string;
  empty: string;
  /** Remembers the scroll position per list and page. */
  scrollKey: string;
  query: UseQueryResult<Page<T>>;
  onPage(page: number): void;
  children(items: T[]): ReactNode;
}

/** A titled, paged list with its loading, error and empty states. */
export function PagedListPage<T>({ title, empty, scrollKey, query, onPage, children }: PagedListPageProps<T>) {
  const messages = useMessages();
  useScrollMemory(scrollKey, query.data !== undefined);
  let body: ReactNode;
  if (!query.data)
    body = query.isError ? (
      <p role="alert" className="notice notice--error">
        {loadErrorText(query.error, messages.search.serverError)}
      </p>
    ) : (
      <p role="status">{messages.items.loading}</p>
    );
  else if (query.data.content.length === 0) body = <p className="item-muted">{empty}</p>;
  else
    body = (
      <>
        {children(query.data.content)}
        <Pager
          page={query.data.number}
          totalPages={query.data.totalPages}
          onChange={(next) => {
            onPage(next);
            window.scrollTo(0, 0);
          }}
        />
      </>
    );
  return (
    <div className="item-page">
      <h1>{title}</h1>
      {body}
    </div>
  );
}
