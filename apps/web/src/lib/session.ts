/** The stored session (localStorage key `auth`), with a tiny store so React re-renders on change. */
export type Session = { token: string; role: string };

const STORAGE_KEY = 'auth';
const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    return typeof parsed.token === 'string' && parsed.token ? { token: parsed.token, role: String(parsed.role ?? '') } : null;
  } catch {
    // A corrupt or foreign value is treated as no session.
    return null;
  }
}

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session | null): void {
  current = session;
  if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads storage: used by tests and when another tab changed the session. */
export function reloadSession(): void {
  current = read();
  for (const listener of listeners) listener();
}
