// Harvests an OAI-PMH repository with the `oai-pmh` npm client and prints what it got as JSON.
// A separate plain Node process: the client loads through the `esm` package, which vitest's module runner cannot host.
const { OaiPmh } = require('oai-pmh');

async function main() {
  const client = new OaiPmh(process.argv[2], { retry: false });
  const identity = await client.identify();
  const records = [];
  for await (const record of client.listRecords({ metadataPrefix: 'oai_dc' })) records.push(record.header.identifier);
  const sets = [];
  for await (const set of client.listSets()) sets.push(set.setSpec);
  process.stdout.write(JSON.stringify({ identity, records, sets }));
}

main().catch((err) => {
  process.stderr.write(String(err?.stack ?? err));
  process.exit(1);
});
