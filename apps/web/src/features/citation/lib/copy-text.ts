import { toastError, toastSuccess } from '../../../lib/toast-store';
import { ru } from '../../../messages/ru';

/** Copies text to the clipboard and says so; where the browser refuses, asks to copy by hand (the text stays selectable). */
export async function copyText(text: string, done: string = ru.research.cite.copied): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(done);
    return true;
  } catch (error) {
    console.error(error);
    toastError(ru.research.cite.copyFailed);
    return false;
  }
}
