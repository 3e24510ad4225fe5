import type { AuthDeps } from './auth-deps';
import { createLoginService } from './login.service';
import { createPasswordResetService } from './password-reset.service';
import { createRegistrationService } from './registration.service';

/** The accounts API: sign-up and confirmation, sessions, password reset. */
export function createAuthService(deps: AuthDeps) {
  return {
    ...createRegistrationService(deps),
    ...createLoginService(deps),
    ...createPasswordResetService(deps),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
