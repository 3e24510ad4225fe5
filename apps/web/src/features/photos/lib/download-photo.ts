import { withUploadHost } from '../../../lib/photo-urls';

/** Saves the file under `fileName` through a blob; if that fails, opens the direct link instead (docs/spec/part-2-browse-edit-moderation.md, section 8). */
export async function downloadPhoto(url: string, fileName: string): Promise<void> {
  const href = withUploadHost(url);
  try {
    const response = await fetch(href);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  } catch (error) {
    console.error(error);
    window.open(href, '_blank', 'noopener');
  }
}
