import type { LoginAnswer, LoginBody, LoginDto, MeDto, SecondFactorLoginBody } from '@museum/contract';
import { type Actor, grantedRole, roleList } from '../../lib/actor';
import { DomainError, TooManyRequests, Unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { Text } from '../../texts';
import type { UserRow } from '../users/users.repository';
import { type AuthDeps, accountKey, CHALLENGE_TTL_MS, type ClientContext, DEVICE_TTL_MS } from './auth-deps';
import type { LoginSlot } from './login-throttle';
import { checkSecondFactor } from './second-factor';

/** A login's answer, and the device cookie to give the browser when a session was opened. */
export interface LoginResult<T = LoginAnswer> {
  answer: T;
  deviceToken?: string;
}

const CHALLENGE_EXPIRED: Text = (t) => t.challengeExpired;

/** Signing in (password, then the second factor when it is on) and out, and who the caller is. */
export function createLoginService(deps: AuthDeps) {
  const { users, sessions, devices, totp, throttle, clock, securityLog, sessionPolicy } = deps;

  /** The id of the browser's device cookie when it was issued to this very account. */
  async function knownDevice(user: UserRow | undefined, deviceToken: string | undefined): Promise<number | undefined> {
    if (!user || !deviceToken) return undefined;
    const device = await devices.findDevice(hashToken(deviceToken), clock.now());
    return device?.userId === user.id ? device.id : undefined;
  }

  /** Takes a login slot, logging a refusal as a lockout. */
  async function takeSlot(user: UserRow | undefined, login: string, client: ClientContext): Promise<LoginSlot> {
    const deviceId = await knownDevice(user, client.deviceToken);
    try {
      return await throttle.take(accountKey(user, login), client.ip, deviceId);
    } catch (error) {
      if (error instanceof TooManyRequests) {
        securityLog.event('login_locked', {
          userId: user?.id,
          username: user?.username ?? login,
          ip: client.ip,
          knownDevice: deviceId !== undefined,
        });
      }
      throw error;
    }
  }

  /** The role the server will act on for this account (REQUIRE_ADMIN_2FA, ADR 046). */
  const roleOf = (user: UserRow) => grantedRole(user.role, user.totpEnabledAt !== null, sessionPolicy.requireAdminSecondFactor);

  /** A new session and a new device cookie for this browser. */
  async function openSession(user: UserRow, client: ClientContext): Promise<LoginResult<LoginDto>> {
    const now = clock.now();
    const token = newToken();
    const userAgent = client.userAgent?.slice(0, 400) ?? null;
    await sessions.insert(user.id, hashToken(token), new Date(now.getTime() + sessionPolicy.maxAgeMs), userAgent, now);
    const deviceToken = newToken();
    await devices.insertDevice(user.id, hashToken(deviceToken), new Date(now.getTime() + DEVICE_TTL_MS), now);
    const role = roleOf(user);
    return { answer: { token, role, username: user.username, roles: roleList(role) }, deviceToken };
  }

  return {
    /**
     * Checks the password (the same work for unknown users) and opens a session, or answers a
     * challenge for the second factor. Whether an account is unconfirmed or disabled is said
     * only to someone who knows its password.
     */
    async login(input: LoginBody, client: ClientContext): Promise<LoginResult> {
      const user = await users.findByLogin(input.username);
      const slot = await takeSlot(user, input.username, client);
      const passwordOk = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !passwordOk) {
        securityLog.event('login_failed', { userId: user?.id, username: user?.username ?? input.username, ip: client.ip });
        throw new Unauthorized((t) => t.badCredentials, 'BAD_CREDENTIALS');
      }
      if (user.totpSecret && !user.disabledAt && user.emailConfirmedAt) {
        // The password alone does not clear the count: the code's guesses are counted on the same slots.
        await throttle.release(slot);
        const challenge = newToken();
        await devices.insertChallenge(user.id, hashToken(challenge), client.userAgent, new Date(clock.now().getTime() + CHALLENGE_TTL_MS));
        return { answer: { secondFactorRequired: true, challenge } };
      }
      await throttle.succeed(slot);
      if (user.disabledAt) {
        throw new DomainError(403, 'ACCOUNT_DISABLED', (t) => t.accountDisabled);
      }
      if (!user.emailConfirmedAt) {
        throw new DomainError(403, 'ACCOUNT_NOT_CONFIRMED', (t) => t.accountNotConfirmed, { username: user.username });
      }
      securityLog.event('login_succeeded', { userId: user.id, username: user.username, ip: client.ip, method: 'password' });
      return openSession(user, client);
    },

    /** The second step: a code from the app or a recovery code for the challenge of the first. */
    async loginSecondFactor(input: SecondFactorLoginBody, client: ClientContext): Promise<LoginResult<LoginDto>> {
      const challenge = await devices.findChallenge(hashToken(input.challenge), clock.now());
      const user = challenge && (await users.findById(challenge.userId));
      if (!challenge || !user || user.disabledAt || !user.totpSecret) throw new Unauthorized(CHALLENGE_EXPIRED, 'CHALLENGE_EXPIRED');
      const slot = await takeSlot(user, user.username, client);
      const accepted = await checkSecondFactor(totp, user, input.code, clock.now());
      if (!accepted) {
        securityLog.event('second_factor_failed', { userId: user.id, username: user.username, ip: client.ip });
        throw new Unauthorized((t) => t.badCode, 'BAD_SECOND_FACTOR');
      }
      if (!(await devices.spendChallenge(challenge.id, clock.now()))) throw new Unauthorized(CHALLENGE_EXPIRED, 'CHALLENGE_EXPIRED');
      if (accepted === 'recovery') securityLog.event('recovery_code_used', { userId: user.id, username: user.username, ip: client.ip });
      await throttle.succeed(slot);
      securityLog.event('login_succeeded', {
        userId: user.id,
        username: user.username,
        ip: client.ip,
        method: accepted === 'recovery' ? 'recovery_code' : 'totp',
      });
      return openSession(user, client);
    },

    async me(actor: Actor | null): Promise<MeDto> {
      const user = actor && (await users.findById(actor.userId));
      if (!user) throw new Unauthorized();
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        roles: roleList(roleOf(user)),
        secondFactor: user.totpEnabledAt !== null,
        wantedMail: user.wantedMail,
      };
    },

    /** Ends the caller's session at once; other sessions of the account stay. */
    async logout(actor: Actor | null): Promise<void> {
      if (!actor) throw new Unauthorized();
      await sessions.revoke(actor.sessionId, clock.now());
      securityLog.event('session_ended', { userId: actor.userId, username: actor.username, sessionId: actor.sessionId, by: 'logout' });
    },
  };
}
