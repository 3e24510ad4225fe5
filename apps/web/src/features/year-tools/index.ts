/** The year tools' public entry: the dating of a number, which the dossier of a catalogue item shows (ADR 089). */
export { useDating } from './api/dating';
