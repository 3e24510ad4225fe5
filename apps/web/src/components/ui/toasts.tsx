import { useSyncExternalStore } from 'react';
import { useMessages } from '../../lib/locale';
import { dismissToast, getToasts, subscribeToasts } from '../../lib/toast-store';
import './toasts.css';

/** The toast area: success in green, errors in red; each disappears on its own or on a click. */
export function Toasts() {
  const messages = useMessages();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast__text">{toast.text}</span>
          <button type="button" className="toast__close" aria-label={messages.toasts.close} onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
