import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { RoleName } from '@museum/contract';
import pino from 'pino';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { systemClock } from '../lib/clock';
import { DataDirLocked } from '../lib/data-dir-lock';
import { DomainError } from '../lib/errors';
import { createSecurityLog } from '../lib/security-log';
import { createSessionsRepository } from '../modules/auth/sessions.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { createUsersService } from '../modules/users/users.service';

const USAGE = `Usage:
  npm run admin -- create <username> <email> [--password P] [--role USER|MODERATOR|ADMIN]
  npm run admin -- grant <username> <USER|MODERATOR|ADMIN>
  npm run admin -- disable <username>
  npm run admin -- enable <username>`;

/** How many words after the command each command takes. */
const ARITY: Record<string, number> = { create: 2, grant: 2, disable: 1, enable: 1 };

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
  if (ARITY[command] !== rest.length) {
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
    const users = createUsersService({
      db: database.db,
      users: createUsersRepository(database.db),
      sessions: createSessionsRepository(database.db),
      clock: systemClock,
      securityLog: createSecurityLog(pino({ level: 'warn' }, pino.destination(2))),
    });
    if (command === 'create') {
      const [username, email] = rest as [string, string];
      const password = values.password ?? randomBytes(15).toString('base64url');
      const user = await users.createConfirmed({ username, email, password, role: role.data });
      console.log(`Created ${user.username} <${user.email}> with role ${user.role}.`);
      if (!values.password) console.log(`Generated password: ${password}`);
    } else if (command === 'grant') {
      const user = await users.grant(rest[0] as string, role.data);
      console.log(`${user.username} now has role ${user.role}.`);
    } else if (command === 'disable') {
      const user = await users.disable(rest[0] as string, { by: 'cli' });
      console.log(`${user.username} is disabled; their sessions have ended.`);
    } else {
      const user = await users.enable(rest[0] as string, { by: 'cli' });
      console.log(`${user.username} is enabled.`);
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
