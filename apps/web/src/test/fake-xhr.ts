import { vi } from 'vitest';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** One upload request a test answers when it decides: progress first, then the answer. */
export class FakeUpload {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  readonly upload = {
    addEventListener: (type: string, listener: Listener) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
    fakeUploads.sent.push(this);
  }

  /** The file's name as sent in the field `file`. */
  get fileName(): string {
    const file = this.body?.get('file');
    return file instanceof File ? file.name : '';
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get('progress') ?? []) listener({ lengthComputable: true, loaded, total });
  }
  private responseHeaders: Record<string, string> = {};
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  /** Answers with a JSON body (problem+json for an error status), as the server does. */
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json', ...headers };
    for (const listener of this.listeners.get('load') ?? []) listener({ lengthComputable: false, loaded: 0, total: 0 });
  }
}

/** Every upload request sent since `installFakeUploads()`. */
export const fakeUploads = { sent: [] as FakeUpload[] };

/** Replaces XMLHttpRequest (photo uploads) for one test; the setup's unstubAllGlobals puts it back. */
export function installFakeUploads() {
  fakeUploads.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return fakeUploads;
}
