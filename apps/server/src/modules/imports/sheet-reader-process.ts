// The process that reads an uploaded spreadsheet (ADR 079, 093), or a ZIP of one and its photos
// (ADR 087): a file that takes too long or too much memory here ends this process, never the
// server's, and the server keeps answering meanwhile.
import type { TableLimits } from './sheet-table';
import { uploadContents } from './upload-contents';

// The server gone (its IPC channel closed) leaves nothing for this process to do.
process.once('disconnect', () => process.exit(0));
process.once('message', async ({ bytes, limits }: { bytes: Uint8Array; limits: TableLimits }) => {
  const contents = await uploadContents(bytes, limits);
  process.send?.(contents, undefined, {}, () => process.disconnect());
});
