/** Citing and sharing item pages: the ГОСТ and BibTeX texts and the buttons that offer them. */
export { CiteAndShare } from './components/cite-and-share';
export { bibtexCitation, type CitedItem, type CitedKind, gostCitation, permanentUrl } from './lib/citation';
