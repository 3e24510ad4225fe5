import { describe, expect, it, vi } from 'vitest';
import { getToasts, pushToast, toastSuccess } from './toast-store';

describe('toasts', () => {
  it('keeps a success for 3 s and an error for 5 s; success defaults to the spec text', () => {
    vi.useFakeTimers();
    toastSuccess();
    pushToast('error', 'Плохо');
    expect(getToasts().map((toast) => toast.text)).toEqual(['Запрос выполнен успешно', 'Плохо']);
    vi.advanceTimersByTime(2999);
    expect(getToasts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(getToasts().map((toast) => toast.kind)).toEqual(['error']);
    vi.advanceTimersByTime(1999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('shows the same words once while they are on screen, for their full time from the last push', () => {
    vi.useFakeTimers();
    const first = pushToast('error', 'Нет связи');
    vi.advanceTimersByTime(4000);
    expect(pushToast('error', 'Нет связи')).toBe(first);
    pushToast('success', 'Нет связи');
    expect(getToasts().map((toast) => `${toast.kind} ${toast.text}`)).toEqual(['error Нет связи', 'success Нет связи']);
    vi.advanceTimersByTime(4999);
    expect(getToasts().map((toast) => toast.kind)).toEqual(['error']);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
