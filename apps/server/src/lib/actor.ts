export const ROLES = ['USER', 'MODERATOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in caller of a request, resolved once by the auth plugin. */
export interface Actor {
  userId: number;
  username: string;
  role: Role;
  sessionId: number;
}

const RANK: Record<Role, number> = { USER: 1, MODERATOR: 2, ADMIN: 3 };

/** True when the actor's role is at least `role` (an admin is also a moderator). */
export function hasRole(actor: Actor | null, role: Role): actor is Actor {
  return actor !== null && RANK[actor.role] >= RANK[role];
}

/** The role list of the API: `ROLE_USER`, plus `ROLE_MODERATOR` and `ROLE_ADMIN` as held. */
export function roleList(role: Role): string[] {
  return ROLES.filter((r) => RANK[role] >= RANK[r]).map((r) => `ROLE_${r}`);
}

/**
 * The role the server acts on: with `requireAdminSecondFactor`, an admin without the second
 * factor is a plain user. Everything that reports roles (login, `me`) says this one.
 */
export function grantedRole(role: Role, secondFactor: boolean, requireAdminSecondFactor: boolean): Role {
  return role === 'ADMIN' && requireAdminSecondFactor && !secondFactor ? 'USER' : role;
}
