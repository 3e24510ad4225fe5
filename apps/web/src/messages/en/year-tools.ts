import type { Catalogue } from '../catalogue';
import type { yearTools as ruYearTools } from '../ru/year-tools';

/** Texts of the year tools (/year and /exp). */
export const yearTools: Catalogue<typeof ruYearTools> = {
  yearPage: {
    title: 'Year of manufacture by serial number',
    lead: 'Enter the factory serial number of a machine gun or a mount to find the year it was made, or pick a year from the list.',
    calculatorsHeading: 'Calculators',
    listHeading: 'Years and serial number ranges',
    listHint: 'Click a year to open search links and the neighbouring years.',
    chronologyHeading: 'A maker’s chronology of mounts',
  },
  calculators: {
    maxim: {
      title: 'Tula Maxim',
      label: 'Maxim gun serial number',
      note: 'Numbers below 10000 occur twice: numbering started again in 1935–1937.',
    },
    stateFactory: {
      title: 'State factory gun on a Sokolov mount',
      label: 'State factory gun serial number',
      note: 'Numbers below 2000 often fall in years known from a single number: check the neighbouring range too.',
    },
    chronology: {
      title: 'Maker’s chronology',
      label: 'Number in the maker’s chronology',
      loading: 'Loading the chronology…',
      unavailable: 'The chronology is unavailable: its data did not load.',
      empty: 'No numbers in the chronology yet.',
    },
    placeholder: 'Digits only',
    hint: 'Other characters are dropped; an empty field clears the result.',
    unreadable: {
      tooLong:
        'The number is longer than nine digits: the tables and the catalogue’s examples cannot read it. Check that two numbers have not run together.',
      letters: 'The number has no digits: the year is found by the number’s digits.',
    },
  },
  result: {
    exact: 'Exact year',
    approx: 'About',
    before: 'Before',
    after: 'After',
    searchTitle: (year: number, _factory: string) => `Search for Tula Maxims of ${year}`,
  },
  list: {
    year: 'Year',
    maxim: 'Maxim',
    stateFactory: 'State factory',
    noRange: 'no range',
    none: '—',
  },
  panel: {
    heading: (year: number) => `${year}`,
    close: 'Close',
    searchHeading: 'Search this year',
    products: 'Complete guns',
    details: 'Parts',
    all: 'Everything',
    countUnknown: '—',
    countLoading: '…',
    neighbours: 'Neighbouring years',
    previous: (year: number) => `← ${year}`,
    next: (year: number) => `${year} →`,
    maximRange: 'Maxim numbers',
    stateFactoryRange: 'State factory numbers',
    dragHint: 'Pull down to close',
  },
  chronology: {
    loading: 'Loading…',
    error: 'The chronology could not be loaded.',
    empty: 'No mounts by this maker.',
    noNumber: 'no number',
    detailTitle: (number: string, id: number) => `Part no. ${number}, id ${id}`,
    idLabel: (id: number) => `id ${id}`,
  },
  expPage: {
    title: 'Experimental tools',
    lead: 'The wheel of years and two ways to date a gun by its number.',
    wheelLabel: 'Wheel of years',
    wheelHint: 'Turn the wheel or choose a year with the arrows.',
    selectedYear: (year: number) => `${year} selected`,
    yearItems: 'Parts of this year',
    noPhotos: 'No photos',
    itemsError: 'The parts could not be loaded.',
    openYearPage: 'All parts of the year',
    toolsHeading: 'Dating by number',
    showOnWheel: 'Show on the wheel',
  },
};
