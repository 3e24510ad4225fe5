// A child process for the crash test: opens the data folder the way the server does and
// writes as fast as it can, printing each write once the database has acknowledged it.
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/open';
import { stamps } from '../../src/db/schema';

const database = await openDatabase(loadConfig());
for (let i = 0; ; i++) {
  await database.db.insert(stamps).values({ name: `burst-${i}`, description: 'x'.repeat(2000) });
  process.stdout.write(`ack ${i}\n`);
}
