import { activeMessages } from './locale';

/** Toast notifications: a small store any module can push to (query cache, features, pages). */
export type ToastKind = 'success' | 'error';
export type Toast = { id: number; kind: ToastKind; text: string };

/** How long each kind stays on screen, as the spec fixes. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 3000, error: 5000 };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/**
 * Shows a toast. The same words already on screen are not stacked again (several calls failing
 * together offline all say «Нет связи с сервером…»): that toast just stays for its full time.
 */
export function pushToast(kind: ToastKind, text: string): number {
  const shown = toasts.find((toast) => toast.kind === kind && toast.text === text);
  const id = shown?.id ?? nextId++;
  if (!shown) toasts = [...toasts, { id, kind, text }];
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS[kind]),
  );
  if (!shown) emit();
  return id;
}

export function getToasts(): Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A green toast; without a text it says the spec's default "Запрос выполнен успешно". */
export function toastSuccess(text: string = activeMessages().toasts.success): number {
  return pushToast('success', text);
}

export function toastError(text: string): number {
  return pushToast('error', text);
}
