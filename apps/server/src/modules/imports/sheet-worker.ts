// The thread that reads an uploaded spreadsheet (ADR 079), or a ZIP of one and its photos (ADR 087):
// a file that takes too long or too much memory here is ended with its thread, and the server's own
// thread keeps answering meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import type { TableLimits } from './sheet-table';
import { uploadContents } from './upload-contents';

const { bytes, limits } = workerData as { bytes: Uint8Array; limits: TableLimits };
const contents = await uploadContents(bytes, limits);
// The photos' bytes move to the server's thread rather than being copied.
parentPort?.postMessage(contents, 'files' in contents ? contents.files.map((file) => file.bytes.buffer as ArrayBuffer) : []);
