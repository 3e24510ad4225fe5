import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { RoleName } from '@museum/contract';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { systemClock } from '../lib/clock';
import { DataDirLocked } from '../lib/data-dir-lock';
import { DomainError } from '../lib/errors';
import { createUsersRepository } from '../modules/users/users.repository';
import { createUsersService } from '../modules/users/users.service';

const USAGE = `Usage:
  npm run admin -- create <username> <email> [--password P] [--role USER|MODERATOR|ADMIN]
  npm run admin -- grant <username> <USER|MODERATOR|ADMIN>`;

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { password: { type: 'string' }, role: { type: 'string', default: 'USER' }, help: { type: 'boolean' } },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if ((command === 'create' && rest.length !== 2) || (command === 'grant' && rest.length !== 2) || !['create', 'grant'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const role = RoleName.safeParse(command === 'grant' ? rest[1]?.toUpperCase() : values.role?.toUpperCase());
  if (!role.success) {
    console.error('The role must be USER, MODERATOR or ADMIN.');
    return 2;
  }

  const database = await openDatabase(loadConfig());
  try {
    const users = createUsersService({ users: createUsersRepository(database.db), clock: systemClock });
    if (command === 'create') {
      const [username, email] = rest as [string, string];
      const password = values.password ?? randomBytes(15).toString('base64url');
      const user = await users.createConfirmed({ username, email, password, role: role.data });
      console.log(`Created ${user.username} <${user.email}> with role ${user.role}.`);
      if (!values.password) console.log(`Generated password: ${password}`);
    } else {
      const user = await users.grant(rest[0] as string, role.data);
      console.log(`${user.username} now has role ${user.role}.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof DataDirLocked || error instanceof DomainError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
