// The thread that reads an uploaded spreadsheet (ADR 079): a file that takes too long or too much
// memory here is ended with its thread, and the server's own thread keeps answering meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { type TableLimits, tableOf } from './sheet-table';

const { bytes, limits } = workerData as { bytes: Uint8Array; limits: TableLimits };
parentPort?.postMessage(await tableOf(bytes, limits));
