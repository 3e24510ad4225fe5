/** Texts of the site shell: header, mobile menu, dialogs, toasts. */
export const shell = {
  header: {
    navLabel: 'Основная навигация',
    logoLabel: 'На главную',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    menuTitle: 'Меню',
    login: 'Войти',
    register: 'Регистрация',
    logout: 'Выйти',
    account: (username: string) => `Вы вошли как ${username}`,
  },
  dialog: { close: 'Закрыть' },
  toasts: {
    close: 'Закрыть уведомление',
    success: 'Запрос выполнен успешно',
    unknownError: 'Неизвестная ошибка',
    httpError: (status: number, body: string) => `Ошибка ${status}: ${body}`,
  },
  skipToContent: 'Перейти к содержимому',
} as const;
