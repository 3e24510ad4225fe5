/** The history feature's public entry: the «История изменений» section of item pages. */

export type { HistoryEntity } from './api/get-history';
export { HistorySection } from './components/history-section';
