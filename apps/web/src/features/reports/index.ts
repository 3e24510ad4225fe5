/** Mistake reports' public entry: the «Сообщить об ошибке» button of item pages. */
export { ReportMistake } from './components/report-mistake';
