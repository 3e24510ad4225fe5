import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/** A hash of a random password, verified against when the user does not exist, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

/** Checks a password; with no stored hash it still spends the same time and answers false. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
  const target = storedHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return storedHash !== undefined && ok;
}
