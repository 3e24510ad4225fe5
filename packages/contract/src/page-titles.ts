/** The site's name: the title of the home page and the tail of every other page's title. */
export const SITE_NAME = 'Музей «Тульский Максим»';

/** A page's `<title>`: the server writes it into the HTML, the client keeps it in step. */
export const pageTitle = (name: string | null | undefined) => (name ? `${name} — ${SITE_NAME}` : SITE_NAME);

/** Names of the pages that are not one catalogue item, by path (the same text as their headings). */
export const LIST_PAGE_NAMES: Readonly<Record<string, string>> = {
  '/catalog': 'Каталог',
  '/liter': 'Литература',
  '/forum': 'Форум',
  '/about': 'О проекте',
  '/add': 'Добавить в архив',
  '/products': 'Изделия',
  '/details': 'Список деталей',
  '/year': 'Год выпуска по номеру',
  '/search': 'Поиск по архиву',
  '/manufacturers': 'Производители',
  '/gallery': 'Галерея',
  '/register': 'Регистрация',
  '/moderation': 'Модерация',
  '/moderation/year-check': 'Проверить год',
  '/my-requests': 'Мои заявки',
  '/types': 'Типы деталей',
  '/exp': 'Экспериментальные инструменты',
  '/confirm-email': 'Подтверждение e-mail',
  '/reset-password': 'Новый пароль',
  '/profile': 'Профиль',
};

/** The name of a product's or a detail's edit page: its heading and its title. */
export const editPageName = (kind: 'product' | 'detail', id: number) =>
  kind === 'product' ? `Правка изделия №${id}` : `Правка детали №${id}`;

/** The name of the page of one year's details (/details/year/{year}). */
export const yearDetailsPageName = (year: string | number) => `Детали за ${year} год`;

/** The name of the not-found page. */
export const NOT_FOUND_PAGE_NAME = 'Страница не найдена';

/** Item titles, as the item pages and cards show them. */
export const productTitle = (p: { id: number; name: string | null }) => p.name || `#${p.id}`;
export const detailTitle = (d: { id: number; name: string | null; type: { name: string } }) =>
  [d.type.name, d.name].filter(Boolean).join(' — ') || `#${d.id}`;
export const photoTitle = (id: number) => `Фото №${id}`;
