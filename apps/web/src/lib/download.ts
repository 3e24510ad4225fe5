import { NetworkError, requestHeaders, settleAnswer } from './api-client';
import { getSession } from './session';

/** The file name the server gives in `Content-Disposition`, else `fallback`. */
const fileNameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Fetches a file that answers only with the session's bearer token and saves it to the reader's
 * disk through a blob (a plain link would carry no token), under the server's file name; a refusal
 * is thrown as every other call's (ApiError).
 */
export async function downloadWithSession(url: string, fallbackName: string): Promise<void> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(url, { headers: requestHeaders(token) });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const text = await response.text();
    settleAnswer({ status: response.status, text, header: (name) => response.headers.get(name) }, token);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file: at once would cancel a download that has not started.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
