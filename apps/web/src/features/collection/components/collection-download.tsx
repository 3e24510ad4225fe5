import { API } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { Notice } from '../../../components/ui/notice';
import { endpointUrl } from '../../../lib/api-client';
import { downloadWithSession } from '../../../lib/download';
import { formErrorText } from '../../../lib/error-text';
import { useLocale, useMessages } from '../../../lib/locale';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

type Format = 'csv' | 'xlsx';

/** The whole collection as a spreadsheet (issue 54 point 1), headers and words in the page's language, saved with the session's token. */
export function CollectionDownload() {
  const t = useMessages().collection.download;
  const locale = useLocale();
  const download = useMutation({
    mutationFn: (format: Format) =>
      downloadWithSession(endpointUrl(API.collection.export, { query: { format, lang: locale } }), `collection.${format}`),
    meta: SHOWN_IN_PAGE,
  });
  return (
    <div className="collection-download">
      <span className="field__hint">{t.hint}</span>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="button button--small"
          disabled={download.isPending}
          onClick={() => download.mutate(format)}
        >
          {t[format]}
        </button>
      ))}
      {download.isError && <Notice kind="error">{formErrorText(download.error, t.failed)}</Notice>}
    </div>
  );
}
