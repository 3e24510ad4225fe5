// Harvests an OAI-PMH repository with the `oai-pmh` npm client and prints what it got as JSON.
// The package's entry loads its ES module source through the `esm` package, which fails on Node 24
// (and which vitest's module runner cannot host): the same source is compiled by tsx's require
// hook instead, in a plain Node process.
require('tsx/cjs');
const { OaiPmh } = require('oai-pmh/src/index.js');

async function main() {
  const client = new OaiPmh(process.argv[2], { retry: false });
  const identity = await client.identify();
  const records = [];
  for await (const record of client.listRecords({ metadataPrefix: 'oai_dc' })) {
    records.push({ identifier: record.header.identifier, deleted: record.header.$?.status === 'deleted' });
  }
  const sets = [];
  for await (const set of client.listSets()) sets.push(set.setSpec);
  process.stdout.write(JSON.stringify({ identity, records, sets }));
}

main().catch((err) => {
  // The message only: the `esm` loader's stack carries its whole bundled source.
  process.stderr.write(String(err?.message ?? err).slice(0, 2000));
  process.exit(1);
});
