import { type Locale, PAGE_TEXTS } from '@museum/contract';
import type { MailMessage } from '../../lib/mail';

/** Whom a mail goes to, and in which language (the account's). */
export interface MailTo {
  email: string;
  username: string;
  language: Locale;
}

/** The words of the account mails in one language; English has the same keys, so none is missing. */
interface MailTexts {
  hello: (username: string) => string;
  linkFallback: string;
  confirmation: { subject: string; paragraphs: string[]; link: string };
  passwordReset: { subject: string; paragraphs: string[]; link: string };
  passwordChanged: { subject: string; paragraphs: string[] };
  passwordChangedByOwner: { subject: string; paragraphs: string[] };
  secondFactorOn: { subject: string; paragraphs: string[] };
  secondFactorOff: { subject: string; paragraphs: string[] };
  recoveryCodesReplaced: { subject: string; paragraphs: string[] };
  secondFactorReset: { subject: string; paragraphs: string[] };
  registrationAttempt: { subject: string; paragraphs: string[]; link: string };
  /** A catalogue item found for a number of the want list; the found item is named on a line of its own. */
  wantedFound: { subject: string; paragraphs: string[]; link: string };
}

const RU: MailTexts = {
  hello: (username) => `Здравствуйте, ${username}!`,
  linkFallback: 'Если ссылка не открывается, скопируйте адрес в браузер:',
  confirmation: {
    subject: 'Подтвердите адрес e-mail',
    paragraphs: [
      'Вы зарегистрировались в музее «Тульский Максим». Чтобы подтвердить адрес e-mail и войти, перейдите по ссылке. Она действует 48 часов.',
      'Если вы не регистрировались, просто удалите это письмо.',
    ],
    link: 'Подтвердить адрес',
  },
  passwordReset: {
    subject: 'Сброс пароля',
    paragraphs: [
      'Кто-то (надеемся, вы) попросил сбросить пароль вашей учётной записи. Чтобы задать новый пароль, перейдите по ссылке. Она действует один час и сработает один раз.',
      'Если вы не просили сбросить пароль, ничего не делайте: старый пароль продолжит работать.',
    ],
    link: 'Задать новый пароль',
  },
  passwordChanged: {
    subject: 'Пароль изменён',
    paragraphs: [
      'Пароль вашей учётной записи только что изменён, и все входы на других устройствах завершены.',
      'Если это были не вы, сразу сбросьте пароль через «Забыли пароль?» на сайте и напишите нам.',
    ],
  },
  passwordChangedByOwner: {
    subject: 'Пароль изменён',
    paragraphs: [
      'Пароль вашей учётной записи только что изменён в профиле; входы на других устройствах завершены.',
      'Если это были не вы, сразу сбросьте пароль через «Забыли пароль?» на сайте и напишите нам.',
    ],
  },
  secondFactorOn: {
    subject: 'Второй фактор включён',
    paragraphs: [
      'Для входа в вашу учётную запись теперь нужен код из приложения-аутентификатора или код восстановления.',
      'Если это были не вы, сразу смените пароль и напишите нам.',
    ],
  },
  secondFactorOff: {
    subject: 'Второй фактор выключен',
    paragraphs: [
      'Для входа в вашу учётную запись снова достаточно пароля: второй фактор выключен.',
      'Если это были не вы, сразу смените пароль и напишите нам.',
    ],
  },
  recoveryCodesReplaced: {
    subject: 'Новые коды восстановления',
    paragraphs: [
      'Для вашей учётной записи только что созданы новые коды восстановления; прежние больше не действуют.',
      'Если это были не вы, сразу смените пароль и напишите нам.',
    ],
  },
  secondFactorReset: {
    subject: 'Второй фактор сброшен администратором',
    paragraphs: [
      'Администратор музея сбросил второй фактор вашей учётной записи: приложение-аутентификатор и коды восстановления больше не действуют, все входы завершены.',
      'Теперь для входа достаточно пароля. Включите второй фактор заново в профиле.',
      'Если вы не просили об этом, сразу смените пароль через «Забыли пароль?» на сайте и напишите нам.',
    ],
  },
  registrationAttempt: {
    subject: 'Попытка регистрации',
    paragraphs: [
      'Кто-то попытался зарегистрироваться в музее «Тульский Максим» с вашим адресом e-mail, но у вас уже есть учётная запись с этим адресом.',
      'Если это были вы, просто войдите. Если забыли пароль, задайте новый по ссылке «Забыли пароль?» на странице входа. Если это были не вы, ничего не делайте.',
    ],
    link: 'Перейти на сайт',
  },
  wantedFound: {
    subject: 'Нашёлся номер из списка «Ищу»',
    paragraphs: [
      'В каталоге музея опубликован предмет с номером, который вы ищете.',
      'Такие письма можно отключить в профиле, в разделе «Ваши данные».',
    ],
    link: 'Открыть в каталоге',
  },
};

const EN: MailTexts = {
  hello: (username) => `Hello, ${username}!`,
  linkFallback: 'If the link does not open, copy the address into your browser:',
  confirmation: {
    subject: 'Confirm your e-mail address',
    paragraphs: [
      'You have registered at the Tula Maxim Museum. To confirm your e-mail address and sign in, follow the link. It is valid for 48 hours.',
      'If you did not register, simply delete this e-mail.',
    ],
    link: 'Confirm the address',
  },
  passwordReset: {
    subject: 'Password reset',
    paragraphs: [
      'Someone (we hope it was you) asked to reset the password of your account. To set a new password, follow the link. It is valid for one hour and works once.',
      'If you did not ask for a reset, do nothing: your old password keeps working.',
    ],
    link: 'Set a new password',
  },
  passwordChanged: {
    subject: 'Password changed',
    paragraphs: [
      'The password of your account has just been changed, and you have been signed out on all other devices.',
      'If this was not you, reset your password at once with "Forgot password?" on the site and write to us.',
    ],
  },
  passwordChangedByOwner: {
    subject: 'Password changed',
    paragraphs: [
      'The password of your account has just been changed in your profile; you have been signed out on other devices.',
      'If this was not you, reset your password at once with "Forgot password?" on the site and write to us.',
    ],
  },
  secondFactorOn: {
    subject: 'Second factor turned on',
    paragraphs: [
      'Signing in to your account now needs a code from the authenticator app or a recovery code.',
      'If this was not you, change your password at once and write to us.',
    ],
  },
  secondFactorOff: {
    subject: 'Second factor turned off',
    paragraphs: [
      'Your password alone is enough to sign in again: the second factor has been turned off.',
      'If this was not you, change your password at once and write to us.',
    ],
  },
  recoveryCodesReplaced: {
    subject: 'New recovery codes',
    paragraphs: [
      'New recovery codes have just been created for your account; the old ones no longer work.',
      'If this was not you, change your password at once and write to us.',
    ],
  },
  secondFactorReset: {
    subject: 'Second factor reset by an administrator',
    paragraphs: [
      'A museum administrator has reset the second factor of your account: the authenticator app and the recovery codes no longer work, and you have been signed out everywhere.',
      'Your password alone is now enough to sign in. Turn the second factor on again in your profile.',
      'If you did not ask for this, change your password at once with "Forgot password?" on the site and write to us.',
    ],
  },
  registrationAttempt: {
    subject: 'Registration attempt',
    paragraphs: [
      'Someone tried to register at the Tula Maxim Museum with your e-mail address, but you already have an account with this address.',
      'If it was you, simply sign in. If you have forgotten your password, set a new one with "Forgot password?" on the sign-in page. If it was not you, do nothing.',
    ],
    link: 'Go to the site',
  },
  wantedFound: {
    subject: 'A number on your want list has turned up',
    paragraphs: [
      'An item with a number you are looking for has been published in the museum’s catalogue.',
      'You can turn these e-mails off in your profile, under “Your data”.',
    ],
    link: 'Open it in the catalogue',
  },
};

const MAILS: Readonly<Record<Locale, MailTexts>> = { ru: RU, en: EN };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

type MailKind = Exclude<keyof MailTexts, 'hello' | 'linkFallback'>;

/**
 * One message in plain text and HTML from the same paragraphs, in the account's language; `href`
 * becomes a button-like link; `lead` (already in the account's language) comes before the kind's paragraphs.
 */
function compose(to: MailTo, kind: MailKind, href?: string, lead: string[] = []): MailMessage {
  const words = MAILS[to.language];
  const mail = words[kind];
  const site = PAGE_TEXTS[to.language].siteName;
  const [first = '', ...rest] = mail.paragraphs;
  const paragraphs = [words.hello(to.username), first, ...lead, ...rest];
  const link = href && 'link' in mail ? { href, label: mail.link } : undefined;
  const signature = `— ${site}`;
  const text = [...paragraphs, ...(link ? [link.href] : []), signature].join('\n\n');
  const htmlParagraphs = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  const htmlLink = link
    ? [
        `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
        `<p>${escapeHtml(words.linkFallback)}<br>${escapeHtml(link.href)}</p>`,
      ]
    : [];
  const html = `<!doctype html><html lang="${to.language}"><body>${[...htmlParagraphs, ...htmlLink, `<p>${escapeHtml(signature)}</p>`].join('')}</body></html>`;
  return { to: to.email, subject: `${mail.subject} — ${site}`, text, html, siteName: site };
}

export const confirmationMail = (to: MailTo, href: string) => compose(to, 'confirmation', href);
export const passwordResetMail = (to: MailTo, href: string) => compose(to, 'passwordReset', href);
export const passwordChangedMail = (to: MailTo) => compose(to, 'passwordChanged');
export const secondFactorChangedMail = (to: MailTo, enabled: boolean) => compose(to, enabled ? 'secondFactorOn' : 'secondFactorOff');
export const recoveryCodesReplacedMail = (to: MailTo) => compose(to, 'recoveryCodesReplaced');
export const secondFactorResetMail = (to: MailTo) => compose(to, 'secondFactorReset');
export const passwordChangedByOwnerMail = (to: MailTo) => compose(to, 'passwordChangedByOwner');
export const registrationAttemptMail = (to: MailTo, href: string) => compose(to, 'registrationAttempt', href);
/** A catalogue item found for a sought number: `found` names the item and the number sought, in the account's language. */
export const wantedFoundMail = (to: MailTo, href: string, found: string) => compose(to, 'wantedFound', href, [found]);
