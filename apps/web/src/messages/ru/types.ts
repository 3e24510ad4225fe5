import { ITEM_FIELD_LABELS } from '@museum/contract';

/** Texts of the types page. */
export const types = {
  title: 'Типы деталей',
  tabsLabel: 'Назначение',
  empty: 'Типов пока нет.',
  subtypes: (n: number) => `Подтипы (${n})`,
  noSubtypes: 'Подтипов нет',
  name: 'Название',
  /** The optional English name of a type, subtype or stamp (ADR 082): the catalogue's one label for it. */
  nameEn: ITEM_FIELD_LABELS.nameEn,
  description: 'Описание',
  add: 'Добавить',
  addType: 'Добавить тип',
  addSubtype: 'Добавить подтип',
  addStamp: 'Добавить клеймо',
  edit: 'Изменить',
  editOf: (name: string) => `Изменить «${name}»`,
  delete: 'Удалить',
  deleteOf: (name: string) => `Удалить «${name}»`,
  save: 'Сохранить',
  saving: 'Сохранение…',
  cancel: 'Отмена',
  confirmDelete: (name: string) => `Удалить «${name}»?`,
  deleteError: 'Ошибка удаления: ',
  unknownError: 'неизвестная ошибка',
  saveError: 'Ошибка при сохранении',
  saved: 'Сохранено',
  deleted: (name: string) => `«${name}» удалено`,
  stamps: 'Клейма',
  noStamps: 'Клейм пока нет.',
} as const;
