import { HEADER_TEXTS } from '@museum/contract';
import { language } from './language';
/** Texts of the site shell: header, mobile menu, dialogs, toasts. */
export const shell = {
  header: {
    navLabel: HEADER_TEXTS.ru.navLabel,
    openMenu: HEADER_TEXTS.ru.openMenu,
    closeMenu: 'Закрыть меню',
    menuTitle: 'Меню',
    login: HEADER_TEXTS.ru.login,
    register: HEADER_TEXTS.ru.register,
    logout: 'Выйти',
    account: (username: string) => `Вы вошли как ${username}`,
    accountMenu: (username: string) => `Меню пользователя ${username}`,
  },
  dialog: { close: 'Закрыть' },
  toasts: {
    close: 'Закрыть уведомление',
    success: 'Запрос выполнен успешно',
    unknownError: 'Неизвестная ошибка',
    httpError: (status: number, text: string) => `Ошибка ${status}: ${text}`,
    status: {
      unauthorized: 'нужно войти заново',
      forbidden: 'недостаточно прав',
      notFound: 'не найдено',
      tooLarge: 'слишком большой запрос',
      tooMany: 'слишком много запросов, попробуйте позже',
      server: 'сервер не ответил, попробуйте позже',
      rejected: 'сервер не принял запрос',
    },
  },
  language,
  skipToContent: HEADER_TEXTS.ru.skipToContent,
  notFound: {
    title: 'Страница не найдена',
    text: 'Такой страницы в архиве нет: возможно, запись удалили или в адресе опечатка.',
    home: 'На главную',
  },
  routeError: {
    title: 'Страница не загрузилась',
    text: 'Что-то пошло не так. Обновите страницу: если сайт только что обновился, это поможет.',
    reload: 'Обновить страницу',
    home: 'На главную',
  },
} as const;
