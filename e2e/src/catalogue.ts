import { type Account, logIn } from './sign-in';
import { testJpeg } from './test-image';

const LETTERS = 'бвгджзклмнпрстфхцчшщ';

/**
 * A made-up Russian word no other record holds, so a search for it finds only a test's own
 * records (the catalogue's full-text search stems words, and digits would read as a serial number).
 */
export function uniqueWord(prefix: string): string {
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let word = '';
  for (let i = 0; i < 8; i += 1, n = Math.floor(n / LETTERS.length)) word += `${LETTERS[n % LETTERS.length]}а`;
  return `${prefix}${word}`;
}

/** Records a test makes for itself through the API, as a signed-in moderator or admin. */
export async function catalogueAs(baseUrl: string, account: Account) {
  const { token } = await logIn(baseUrl, account);
  const auth = { authorization: `Bearer ${token}` };

  async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  return {
    token,
    post: <T = { id: number }>(path: string, body: unknown) => send<T>('POST', `/api/archive${path}`, body),
    get: <T>(path: string) => send<T>('GET', `/api/archive${path}`),
    /** Uploads a small generated JPEG (each `seed` a different file); returns its id. */
    async upload(seed: number): Promise<number> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await testJpeg(seed))], { type: 'image/jpeg' }), `journey-${seed}.jpg`);
      const response = await fetch(`${baseUrl}/api/archive/photos`, { method: 'POST', headers: auth, body: form });
      if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { id: number }).id;
    },
  };
}
