import { API, type ImportColumnChoices, type ImportPreviewDto } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { endpointUrl, NetworkError, requestHeaders, settleAnswer } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { getSession } from '../../../lib/session';

/**
 * `POST /api/archive/imports`: the file in the multipart field `file` (and the reader's `columns`); answers each row's problems.
 * fetch with a FormData body (the browser writes the boundary); the headers and the reading of the
 * answer (problems, a 401 ending the session) are the API client's own, as for photo uploads.
 */
export async function previewImport({ file, columns }: { file: File; columns?: ImportColumnChoices }): Promise<ImportPreviewDto> {
  const body = new FormData();
  // The reader's choice of fields for the file's other columns goes before the file (the server reads it first).
  if (columns) body.append('columns', JSON.stringify(columns));
  body.append('file', file);
  const token = getSession()?.token;
  let response: Response;
  let text: string;
  try {
    response = await fetch(endpointUrl(API.imports.preview, {}), {
      method: API.imports.preview.method,
      headers: requestHeaders(token),
      body,
    });
    text = await response.text();
  } catch (error) {
    throw new NetworkError(error);
  }
  return settleAnswer<ImportPreviewDto>({ status: response.status, text, header: (name) => response.headers.get(name) }, token);
}

/** The page shows a refused file itself (its problem's words), so no error toast. */
export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport, meta: SHOWN_IN_PAGE });
}
