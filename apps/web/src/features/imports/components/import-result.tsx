import type { ImportResultDto } from '@museum/contract';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/locale';
import { createdRecords, type PreviewRow } from '../lib/import-file';
import { RowRecord } from './import-rows';

const ITEM_PATH = { product: paths.product, detail: paths.detail } as const;

/** What became of the submit: a moderator's new records, each linked; a plain user's proposals, sent for review. */
export function ImportResult({ result, rows }: { result: ImportResultDto; rows: readonly PreviewRow[] }) {
  const t = useMessages().imports;
  if (result.proposed.length > 0) {
    return (
      <Notice kind="success">
        {t.proposed(result.proposed.length)} <Link to={paths.myRequests}>«{t.myRequests}»</Link>.
      </Notice>
    );
  }
  return (
    <div className="import-result">
      <Notice kind="success">
        {t.created(result.created.length)}
        {result.updated.length > 0 && ` ${t.updated(result.updated.length)}`}
      </Notice>
      <ul className="import-result__list">
        {createdRecords(result, rows).map(({ line, entity, id, row }) => (
          <li key={line}>
            <span className="import-result__line">{t.lineOf(line)}</span>{' '}
            <Link to={ITEM_PATH[entity](id)}>
              <RowRecord row={row} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
