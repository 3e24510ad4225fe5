/** At most `max` hits in a fixed window of `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Failed logins per account, whatever the IP. */
  loginPerAccount: RateLimit;
  /** Failed logins per client IP, whatever the account. */
  loginPerIp: RateLimit;
  /** Requests per client IP. */
  register: RateLimit;
  resendConfirmation: RateLimit;
  forgotPassword: RateLimit;
  /** Exports started per anonymous client IP. */
  anonymousExport: RateLimit;
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** What one account may write: all writes per minute, and some kinds per day; and how many exports it may start. */
export interface WriteLimitSet {
  writesPerMinute: number;
  uploadsPerDay: number;
  uploadBytesPerDay: number;
  changeRequestsPerDay: number;
  manufacturersPerDay: number;
  /** Exports (`GET /api/archive/export`) started per hour, read rather than written but as costly. */
  exportsPerHour: number;
}

/** Plain users get `user`; moderators and admins, who do the museum's bulk work, `moderator`. */
export interface WriteLimits {
  user: WriteLimitSet;
  moderator: WriteLimitSet;
}

/** Short windows: a guesser is slowed down, the real owner is not locked out for long. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAccount: { max: 5, windowMs: 15 * MINUTE },
  loginPerIp: { max: 20, windowMs: 15 * MINUTE },
  // REGISTRATIONS_PER_HOUR sets it (limitSettings).
  register: { max: 10, windowMs: 60 * MINUTE },
  resendConfirmation: { max: 5, windowMs: 15 * MINUTE },
  forgotPassword: { max: 5, windowMs: 15 * MINUTE },
  anonymousExport: { max: 10, windowMs: 60 * MINUTE },
};

/** A limit set multiplied by `factor` (moderators and admins get the user set times MODERATOR_LIMIT_FACTOR). */
export const scaledLimits = (limits: WriteLimitSet, factor: number): WriteLimitSet => ({
  writesPerMinute: limits.writesPerMinute * factor,
  uploadsPerDay: limits.uploadsPerDay * factor,
  uploadBytesPerDay: limits.uploadBytesPerDay * factor,
  changeRequestsPerDay: limits.changeRequestsPerDay * factor,
  manufacturersPerDay: limits.manufacturersPerDay * factor,
  exportsPerHour: limits.exportsPerHour * factor,
});
