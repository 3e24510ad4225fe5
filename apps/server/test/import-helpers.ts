import type { TestApp } from './harness';
import { multipart } from './upload-helpers';

export const CSV = 'text/csv';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A CSV file as Excel writes it: a byte-order mark, CRLF line ends. */
export const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);

/** The reader's column choices (`columns`, issue 50 point 4) put before the file, as the page sends them. */
function withColumns(body: ReturnType<typeof multipart>, columns: string | undefined) {
  if (columns === undefined) return body;
  const boundary = body.headers['content-type'].split('boundary=')[1];
  const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="columns"\r\n\r\n${columns}\r\n`);
  return { ...body, payload: Buffer.concat([field, body.payload]) };
}

/** The import's endpoints (ADR 065), called as the web calls them. */
export function importer(t: TestApp) {
  return {
    preview(auth: Record<string, string>, data: Buffer, fileName = 'import.csv', type = CSV, language = 'ru', columns?: string) {
      const body = withColumns(multipart(data, fileName, type), columns);
      return t.app.inject({
        method: 'POST',
        url: '/api/archive/imports',
        payload: body.payload,
        headers: { ...auth, ...body.headers, 'accept-language': language },
      });
    },
    submit: (auth: Record<string, string>, id: string, language?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/archive/imports/${id}/submit`,
        headers: { ...auth, ...(language && { 'accept-language': language }) },
      }),
    approve: (auth: Record<string, string>, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/archive/imports/${id}/approve`, headers: auth }),
    reject: (auth: Record<string, string>, id: string, reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/archive/imports/${id}/reject${reason === undefined ? '' : `?reason=${encodeURIComponent(reason)}`}`,
        headers: auth,
      }),
  };
}

/** A collector's own import (ADR 092), called as the web calls it: a dry run unless `write`. */
export function collectionImporter(t: TestApp) {
  return (
    auth: Record<string, string> | undefined,
    data: Buffer,
    options: { write?: boolean; fileName?: string; type?: string; language?: string; columns?: string } = {},
  ) => {
    const body = withColumns(multipart(data, options.fileName ?? 'collection.csv', options.type ?? CSV), options.columns);
    return t.app.inject({
      method: 'POST',
      url: `/api/collection/imports${options.write ? '' : '?dryRun=true'}`,
      payload: body.payload,
      headers: { ...auth, ...body.headers, 'accept-language': options.language ?? 'ru' },
    });
  };
}
