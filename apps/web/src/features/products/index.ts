/** The products feature's public entry: the number check of a gun's parts, which the dossier shows as the page does (ADR 089). */
export { NumberCheck } from './components/number-check';
