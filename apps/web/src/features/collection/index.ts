/**
 * The collector's collection's public entry (issue 54): «В мою коллекцию», «Досье» and «Сравнить»
 * for the catalogue's item pages (its pages are in routes.ts). Kept to these links: whatever it
 * exports comes with the item pages' first load.
 */
export { AddToCollectionLink } from './components/add-to-collection-link';
export { SpecimenLinks } from './components/specimen-links';
