import { LIST_DEFAULTS, searchHref } from './search-links';

/** The landing cards, by key: their titles and subtitles are in the message catalogues (`home.quickLinks`). */
export type QuickLinkKey = 'maxim1905' | 'maxim1910' | 'maxim1910_30' | 'vickers' | 'sokolov' | 'mount1931' | 'tripod';

/**
 * A landing card: a popular modification and the search that lists it (the catalogue's Russian
 * words: the query, the maker and the purpose are stored values, the same on English pages).
 */
export type QuickLink = {
  key: QuickLinkKey;
  /** The search's path, without the language prefix (the card adds it). */
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
    key: 'maxim1905',
    href: link('обр. 1905', ITOZ, 'максим'),
    image: '/quick-links/maxim-1905.svg',
    gradient: 'linear-gradient(135deg, #4a3a22, #1b1712)',
    glowColor: 'rgb(212 160 80 / 35%)',
  },
  {
    key: 'maxim1910',
    href: link('обр. 1910', ITOZ, 'максим'),
    image: '/quick-links/maxim-1910.svg',
    gradient: 'linear-gradient(135deg, #2f3a2a, #141811)',
    glowColor: 'rgb(140 170 110 / 30%)',
  },
  {
    key: 'maxim1910_30',
    href: link('1910/30', TOZ, 'максим'),
    image: '/quick-links/maxim-1910-30.svg',
    gradient: 'linear-gradient(135deg, #2a3340, #11151b)',
    glowColor: 'rgb(110 150 200 / 30%)',
  },
  {
    key: 'vickers',
    href: link('', 'Vickers, Sons & Maxim', 'максим'),
    image: '/quick-links/vickers.svg',
    gradient: 'linear-gradient(135deg, #3a2f40, #16121b)',
  },
];

/** The mount tab: three mounts. */
export const mountLinks: QuickLink[] = [
  {
    key: 'sokolov',
    href: link('Соколова', 'Завод Лесснера', 'станок'),
    image: '/quick-links/sokolov.svg',
    gradient: 'linear-gradient(135deg, #3d3322, #171410)',
    glowColor: 'rgb(212 178 106 / 30%)',
  },
  {
    key: 'mount1931',
    href: link('1931', TOZ, 'станок'),
    image: '/quick-links/mount-1931.svg',
    gradient: 'linear-gradient(135deg, #22343a, #0f1619)',
  },
  {
    key: 'tripod',
    href: link('Треножный', ITOZ, 'станок'),
    image: '/quick-links/tripod.svg',
    gradient: 'linear-gradient(135deg, #3a2a2a, #181111)',
    glowColor: 'rgb(200 120 100 / 25%)',
  },
];
