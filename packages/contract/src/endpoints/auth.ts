import {
  AdminUsernameParams,
  ChangePasswordBody,
  LoginAnswer,
  RecoveryCodesBody,
  RecoveryCodesDto,
  SecondFactorLoginBody,
  SessionIdParams,
  SessionListDto,
  TotpDisableBody,
  TotpEnableBody,
  TotpSetupDto,
} from '../account';
import {
  ConfirmBody,
  ForgotPasswordBody,
  LoginBody,
  LoginDto,
  MeDto,
  RegisterBody,
  ResendConfirmationBody,
  ResetPasswordBody,
} from '../auth';
import { MessageDto } from '../common';
import { endpoint } from './endpoint';

const tags = ['auth'];

/** Accounts: registration, e-mail links, login and logout. */
export const AUTH_ENDPOINTS = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    aliases: ['/api/register'],
    body: RegisterBody,
    responses: { 201: MessageDto },
    tags,
  }),
  confirm: endpoint({ method: 'POST', path: '/api/auth/confirm', body: ConfirmBody, responses: { 200: MessageDto }, tags }),
  login: endpoint({ method: 'POST', path: '/api/auth/login', body: LoginBody, responses: { 200: LoginAnswer }, tags }),
  loginSecondFactor: endpoint({
    method: 'POST',
    path: '/api/auth/login/second-factor',
    body: SecondFactorLoginBody,
    responses: { 200: LoginDto },
    tags,
  }),
  me: endpoint({ method: 'GET', path: '/api/auth/me', responses: { 200: MeDto }, auth: 'USER', tags }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', responses: { 204: null }, auth: 'USER', tags }),
  resendConfirmation: endpoint({
    method: 'POST',
    path: '/api/auth/resend-confirmation',
    body: ResendConfirmationBody,
    responses: { 200: MessageDto },
    tags,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: ForgotPasswordBody,
    responses: { 200: MessageDto },
    tags,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: ResetPasswordBody,
    responses: { 200: MessageDto },
    tags,
  }),
} as const;

/** The signed-in person's own account: password, sessions, second factor. */
export const ACCOUNT_ENDPOINTS = {
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    body: ChangePasswordBody,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  sessions: endpoint({ method: 'GET', path: '/api/auth/sessions', responses: { 200: SessionListDto }, auth: 'USER', tags }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    params: SessionIdParams,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  totpSetup: endpoint({ method: 'POST', path: '/api/auth/totp/setup', responses: { 200: TotpSetupDto }, auth: 'USER', tags }),
  totpEnable: endpoint({
    method: 'POST',
    path: '/api/auth/totp/enable',
    body: TotpEnableBody,
    responses: { 200: RecoveryCodesDto },
    auth: 'USER',
    tags,
  }),
  totpDisable: endpoint({
    method: 'POST',
    path: '/api/auth/totp/disable',
    body: TotpDisableBody,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  recoveryCodes: endpoint({
    method: 'POST',
    path: '/api/auth/totp/recovery-codes',
    body: RecoveryCodesBody,
    responses: { 200: RecoveryCodesDto },
    auth: 'USER',
    tags,
  }),
} as const;

const admin = { params: AdminUsernameParams, responses: { 204: null }, auth: 'ADMIN', tags: ['admin'] } as const;

/** Account administration over the API: ADMIN only. */
export const ADMIN_ENDPOINTS = {
  disableUser: endpoint({ method: 'POST', path: '/api/admin/users/:username/disable', ...admin }),
  enableUser: endpoint({ method: 'POST', path: '/api/admin/users/:username/enable', ...admin }),
  resetSecondFactor: endpoint({ method: 'POST', path: '/api/admin/users/:username/reset-second-factor', ...admin }),
} as const;
