import { API, type LoginAnswer, type LoginBody, type LoginDto, type SecondFactorLoginBody } from '@museum/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';

/**
 * `username` may be the login or the e-mail; the answer is a session (its `role` is the
 * highest held) or, with the second factor on, a challenge for `loginSecondFactor`.
 */
export function login(input: LoginBody): Promise<LoginAnswer> {
  return apiCall(API.auth.login, { body: input });
}

/** The second step: the challenge of the first and a code from the app or a recovery code. */
export function loginSecondFactor(input: SecondFactorLoginBody): Promise<LoginDto> {
  return apiCall(API.auth.loginSecondFactor, { body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: SHOWN_IN_PAGE });
}

export function useLoginSecondFactor() {
  return useMutation({ mutationFn: loginSecondFactor, meta: SHOWN_IN_PAGE });
}
