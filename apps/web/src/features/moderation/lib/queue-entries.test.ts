import { describe, expect, it } from 'vitest';
import { buildChangeRequest } from '../../../test/factories';
import { queueEntries } from './queue-entries';

const fromImport = (id: number, importId: string, line: number) =>
  buildChangeRequest({ id, fromImport: { id: importId, line, records: 3, pending: 3, newNames: null } });

describe('queueEntries', () => {
  it('gathers each import’s requests where its first one stands, by line; the others keep their place', () => {
    const entries = queueEntries([
      buildChangeRequest({ id: 9 }),
      fromImport(8, 'a', 3),
      fromImport(7, 'b', 2),
      fromImport(6, 'a', 2),
      buildChangeRequest({ id: 5 }),
      fromImport(4, 'a', 4),
    ]);
    expect(
      entries.map((entry) => (entry.kind === 'request' ? entry.request.id : `${entry.id}: ${entry.requests.map((r) => r.id).join(',')}`)),
    ).toEqual([9, 'a: 6,8,4', 'b: 7', 5]);
  });

  it('leaves a queue without imports as it is', () => {
    expect(queueEntries([buildChangeRequest({ id: 2 }), buildChangeRequest({ id: 1 })]).map((entry) => entry.kind)).toEqual([
      'request',
      'request',
    ]);
  });
});
