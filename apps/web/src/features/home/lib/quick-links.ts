import { LIST_DEFAULTS, searchHref } from './search-links';

/** A landing card: a popular modification and the search that lists it. */
export type QuickLink = {
  title: string;
  subtitle: string;
  href: string;
  image: string;
  gradient: string;
  glowColor?: string;
};

function link(q: string, manufacturer: string, belongsTo: 'максим' | 'станок'): string {
  return searchHref({ q, searchType: 'all', ...LIST_DEFAULTS, manufacturer, belongsTo });
}

const ITOZ = 'Императорский Тульский оружейный завод';
const TOZ = 'Тульский оружейный завод';

/** The gun tab: four modifications of the Maxim. */
export const gunLinks: QuickLink[] = [
  {
    title: 'Максим обр. 1905',
    subtitle: 'Первые тульские пулемёты с гладким бронзовым кожухом',
    href: link('обр. 1905', ITOZ, 'максим'),
    image: '/quick-links/maxim-1905.svg',
    gradient: 'linear-gradient(135deg, #4a3a22, #1b1712)',
    glowColor: 'rgb(212 160 80 / 35%)',
  },
  {
    title: 'Максим обр. 1910',
    subtitle: 'Облегчённый образец со стальным гофрированным кожухом',
    href: link('обр. 1910', ITOZ, 'максим'),
    image: '/quick-links/maxim-1910.svg',
    gradient: 'linear-gradient(135deg, #2f3a2a, #141811)',
    glowColor: 'rgb(140 170 110 / 30%)',
  },
  {
    title: 'Максим обр. 1910/30',
    subtitle: 'Модернизация 1930 года: широкая горловина кожуха',
    href: link('1910/30', TOZ, 'максим'),
    image: '/quick-links/maxim-1910-30.svg',
    gradient: 'linear-gradient(135deg, #2a3340, #11151b)',
    glowColor: 'rgb(110 150 200 / 30%)',
  },
  {
    title: 'Vickers',
    subtitle: 'Английские пулемёты Максима под русский патрон',
    href: link('', 'Vickers, Sons & Maxim', 'максим'),
    image: '/quick-links/vickers.svg',
    gradient: 'linear-gradient(135deg, #3a2f40, #16121b)',
  },
];

/** The mount tab: three mounts. */
export const mountLinks: QuickLink[] = [
  {
    title: 'Станок Соколова',
    subtitle: 'Колёсный станок со щитом — классика «Максима»',
    href: link('Соколова', 'Завод Лесснера', 'станок'),
    image: '/quick-links/sokolov.svg',
    gradient: 'linear-gradient(135deg, #3d3322, #171410)',
    glowColor: 'rgb(212 178 106 / 30%)',
  },
  {
    title: 'Станок обр. 1931',
    subtitle: 'Универсальный станок для стрельбы по земле и воздуху',
    href: link('1931', TOZ, 'станок'),
    image: '/quick-links/mount-1931.svg',
    gradient: 'linear-gradient(135deg, #22343a, #0f1619)',
  },
  {
    title: 'Треножный станок',
    subtitle: 'Треножник обр. 1910 года для горных и кавалерийских частей',
    href: link('Треножный', ITOZ, 'станок'),
    image: '/quick-links/tripod.svg',
    gradient: 'linear-gradient(135deg, #3a2a2a, #181111)',
    glowColor: 'rgb(200 120 100 / 25%)',
  },
];
