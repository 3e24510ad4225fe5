import { activeMessages } from '../../../lib/locale';
import { toastError, toastSuccess } from '../../../lib/toast-store';

/** Copies text to the clipboard and says so; where the browser refuses, asks to copy by hand (the text stays selectable). */
export async function copyText(text: string, done: string = activeMessages().research.cite.copied): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(done);
    return true;
  } catch (error) {
    console.error(error);
    toastError(activeMessages().research.cite.copyFailed);
    return false;
  }
}
