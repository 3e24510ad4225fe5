import type { MailMessage } from '../../lib/mail';

const SITE = 'Музей «Тульский Максим»';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** One message in plain text and HTML from the same paragraphs; `link` becomes a button-like link. */
function compose(to: string, subject: string, paragraphs: string[], link?: { href: string; label: string }): MailMessage {
  const signature = `— ${SITE}`;
  const text = [...paragraphs, ...(link ? [link.href] : []), signature].join('\n\n');
  const htmlParagraphs = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  const htmlLink = link
    ? [
        `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
        `<p>Если ссылка не открывается, скопируйте адрес в браузер:<br>${escapeHtml(link.href)}</p>`,
      ]
    : [];
  const html = `<!doctype html><html lang="ru"><body>${[...htmlParagraphs, ...htmlLink, `<p>${escapeHtml(signature)}</p>`].join('')}</body></html>`;
  return { to, subject, text, html };
}

export function confirmationMail(to: string, username: string, href: string): MailMessage {
  return compose(
    to,
    `Подтвердите адрес e-mail — ${SITE}`,
    [
      `Здравствуйте, ${username}!`,
      'Вы зарегистрировались в музее «Тульский Максим». Чтобы подтвердить адрес e-mail и войти, перейдите по ссылке. Она действует 48 часов.',
      'Если вы не регистрировались, просто удалите это письмо.',
    ],
    { href, label: 'Подтвердить адрес' },
  );
}

export function passwordResetMail(to: string, username: string, href: string): MailMessage {
  return compose(
    to,
    `Сброс пароля — ${SITE}`,
    [
      `Здравствуйте, ${username}!`,
      'Кто-то (надеемся, вы) попросил сбросить пароль вашей учётной записи. Чтобы задать новый пароль, перейдите по ссылке. Она действует один час и сработает один раз.',
      'Если вы не просили сбросить пароль, ничего не делайте: старый пароль продолжит работать.',
    ],
    { href, label: 'Задать новый пароль' },
  );
}

export function passwordChangedMail(to: string, username: string): MailMessage {
  return compose(to, `Пароль изменён — ${SITE}`, [
    `Здравствуйте, ${username}!`,
    'Пароль вашей учётной записи только что изменён, и все входы на других устройствах завершены.',
    'Если это были не вы, сразу сбросьте пароль через «Забыли пароль?» на сайте и напишите нам.',
  ]);
}

export function secondFactorChangedMail(to: string, username: string, enabled: boolean): MailMessage {
  return compose(to, `${enabled ? 'Второй фактор включён' : 'Второй фактор выключен'} — ${SITE}`, [
    `Здравствуйте, ${username}!`,
    enabled
      ? 'Для входа в вашу учётную запись теперь нужен код из приложения-аутентификатора или код восстановления.'
      : 'Для входа в вашу учётную запись снова достаточно пароля: второй фактор выключен.',
    'Если это были не вы, сразу смените пароль и напишите нам.',
  ]);
}

export function recoveryCodesReplacedMail(to: string, username: string): MailMessage {
  return compose(to, `Новые коды восстановления — ${SITE}`, [
    `Здравствуйте, ${username}!`,
    'Для вашей учётной записи только что созданы новые коды восстановления; прежние больше не действуют.',
    'Если это были не вы, сразу смените пароль и напишите нам.',
  ]);
}

export function secondFactorResetMail(to: string, username: string): MailMessage {
  return compose(to, `Второй фактор сброшен администратором — ${SITE}`, [
    `Здравствуйте, ${username}!`,
    'Администратор музея сбросил второй фактор вашей учётной записи: приложение-аутентификатор и коды восстановления больше не действуют, все входы завершены.',
    'Теперь для входа достаточно пароля. Включите второй фактор заново в профиле.',
    'Если вы не просили об этом, сразу смените пароль через «Забыли пароль?» на сайте и напишите нам.',
  ]);
}

export function passwordChangedByOwnerMail(to: string, username: string): MailMessage {
  return compose(to, `Пароль изменён — ${SITE}`, [
    `Здравствуйте, ${username}!`,
    'Пароль вашей учётной записи только что изменён в профиле; входы на других устройствах завершены.',
    'Если это были не вы, сразу сбросьте пароль через «Забыли пароль?» на сайте и напишите нам.',
  ]);
}

export function registrationAttemptMail(to: string, username: string, href: string): MailMessage {
  return compose(
    to,
    `Попытка регистрации — ${SITE}`,
    [
      `Здравствуйте, ${username}!`,
      'Кто-то попытался зарегистрироваться в музее «Тульский Максим» с вашим адресом e-mail, но у вас уже есть учётная запись с этим адресом.',
      'Если это были вы, просто войдите. Если забыли пароль, задайте новый по ссылке «Забыли пароль?» на странице входа. Если это были не вы, ничего не делайте.',
    ],
    { href, label: 'Перейти на сайт' },
  );
}
