import { s3ErrorKind } from './s3-errors';
import { missingFile, StorageDeadline, StorageFull, StorageUnavailable } from './storage';

/**
 * How the S3 storage runs its calls: each within one deadline, its errors turned into the
 * storage's own (missing, full, unavailable). `location` names the bucket in messages.
 */
export function s3Calls(location: string, timeoutMs: number) {
  /**
   * Runs S3 work within one deadline, the SDK's retries included (ADR 047): past it the work is
   * aborted and the store counts as unavailable. The same for every call, writes too: a caller waits
   * at most STORAGE_TIMEOUT_MS for a bucket that froze (issue 30; a slow link needs a larger one).
   */
  async function withinDeadline<T>(work: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    const deadlineMs = timeoutMs;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new StorageDeadline(deadlineMs)), deadlineMs);
    try {
      return await work(deadline.signal);
    } catch (error) {
      // The SDK's own error says only "Request aborted"; the reason says which deadline passed.
      if (deadline.signal.aborted)
        throw new StorageUnavailable(`${location} did not answer within ${deadlineMs} ms`, { cause: deadline.signal.reason });
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs work on the store (a call, or reading an answer's body); its errors become the storage's (missing, unavailable, full). */
  async function classified<T>(relativePath: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof StorageUnavailable) throw error;
      const kind = s3ErrorKind(error);
      if (kind === 'missing') throw missingFile(relativePath);
      if (kind === 'full') throw new StorageFull(`${location} has no space left`, { cause: error });
      if (kind === 'unavailable') throw new StorageUnavailable(`${location} does not answer: ${(error as Error).name}`, { cause: error });
      throw error;
    }
  }

  /** Runs an S3 call within the deadline, its errors classified. */
  const call = <T>(relativePath: string, work: (abortSignal: AbortSignal) => Promise<T>): Promise<T> =>
    classified(relativePath, () => withinDeadline(work));

  return { withinDeadline, classified, call };
}
