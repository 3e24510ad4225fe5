import {
  AccountLanguageBody,
  AdminUsernameParams,
  ChangePasswordBody,
  DeleteAccountBody,
  LoginAnswer,
  RecoveryCodesBody,
  RecoveryCodesDto,
  SecondFactorLoginBody,
  SessionIdParams,
  SessionListDto,
  TotpDisableBody,
  TotpEnableBody,
  TotpSetupDto,
  WantedMailBody,
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
import { ROUTES } from './routes';

const tags = ['auth'];

/** Accounts: registration, e-mail links, login and logout. */
export const AUTH_ENDPOINTS = {
  register: endpoint({
    ...ROUTES.auth.register,
    aliases: ['/api/register'],
    body: RegisterBody,
    responses: { 201: MessageDto },
    tags,
  }),
  confirm: endpoint({
    ...ROUTES.auth.confirm,
    body: ConfirmBody,
    responses: { 200: MessageDto },
    tags,
  }),
  login: endpoint({
    ...ROUTES.auth.login,
    body: LoginBody,
    responses: { 200: LoginAnswer },
    tags,
  }),
  loginSecondFactor: endpoint({
    ...ROUTES.auth.loginSecondFactor,
    body: SecondFactorLoginBody,
    responses: { 200: LoginDto },
    tags,
  }),
  me: endpoint({
    ...ROUTES.auth.me,
    responses: { 200: MeDto },
    auth: 'USER',
    tags,
  }),
  logout: endpoint({
    ...ROUTES.auth.logout,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  resendConfirmation: endpoint({
    ...ROUTES.auth.resendConfirmation,
    body: ResendConfirmationBody,
    responses: { 200: MessageDto },
    tags,
  }),
  forgotPassword: endpoint({
    ...ROUTES.auth.forgotPassword,
    body: ForgotPasswordBody,
    responses: { 200: MessageDto },
    tags,
  }),
  resetPassword: endpoint({
    ...ROUTES.auth.resetPassword,
    body: ResetPasswordBody,
    responses: { 200: MessageDto },
    tags,
  }),
} as const;

/** The signed-in person's own account: password, sessions, second factor. */
export const ACCOUNT_ENDPOINTS = {
  changePassword: endpoint({
    ...ROUTES.account.changePassword,
    body: ChangePasswordBody,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  language: endpoint({
    ...ROUTES.account.language,
    body: AccountLanguageBody,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  wantedMail: endpoint({
    ...ROUTES.account.wantedMail,
    body: WantedMailBody,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  sessions: endpoint({
    ...ROUTES.account.sessions,
    responses: { 200: SessionListDto },
    auth: 'USER',
    tags,
  }),
  endSession: endpoint({
    ...ROUTES.account.endSession,
    params: SessionIdParams,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  totpSetup: endpoint({
    ...ROUTES.account.totpSetup,
    responses: { 200: TotpSetupDto },
    auth: 'USER',
    tags,
  }),
  totpEnable: endpoint({
    ...ROUTES.account.totpEnable,
    body: TotpEnableBody,
    responses: { 200: RecoveryCodesDto },
    auth: 'USER',
    tags,
  }),
  totpDisable: endpoint({
    ...ROUTES.account.totpDisable,
    body: TotpDisableBody,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  recoveryCodes: endpoint({
    ...ROUTES.account.recoveryCodes,
    body: RecoveryCodesBody,
    responses: { 200: RecoveryCodesDto },
    auth: 'USER',
    tags,
  }),
  /** The account and its private collection go; public contributions stay, credited to a deleted member. */
  deleteAccount: endpoint({
    ...ROUTES.account.deleteAccount,
    body: DeleteAccountBody,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  /** Everything the account holds, to take away. */
  exportAccount: endpoint({
    ...ROUTES.account.exportAccount,
    responses: {
      200: {
        file: ['application/zip'],
        description:
          'ZIP-архив JSON-файлов: profile.json (учётная запись), collection.json (записи коллекции), wanted.json (список «Ищу»), contributions.json (заявки, созданные записи каталога, загруженные фото)',
      },
    },
    auth: 'USER',
    tags,
  }),
} as const;

const admin = { params: AdminUsernameParams, responses: { 204: null }, auth: 'ADMIN', tags: ['admin'] } as const;

/** Account administration over the API: ADMIN only. */
export const ADMIN_ENDPOINTS = {
  disableUser: endpoint({
    ...ROUTES.admin.disableUser,
    ...admin,
  }),
  enableUser: endpoint({
    ...ROUTES.admin.enableUser,
    ...admin,
  }),
  resetSecondFactor: endpoint({
    ...ROUTES.admin.resetSecondFactor,
    ...admin,
  }),
} as const;
