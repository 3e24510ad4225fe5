/** The stamps' problem texts, together so the language catalogues can take them in one move. */
export const STAMP_TEXTS = {
  notFound: 'Клеймо не найдено',
  inUse: 'Клеймо нельзя удалить: оно указано у деталей',
  changeNeedsId: 'Укажите entityId изменяемого клейма',
  noDeleteProposal: 'Клеймо удаляют модераторы; предложить можно новое (CREATE), изменение (UPDATE) или сообщить об ошибке (COMMENT)',
} as const;
