/**
 * One or two rows of every table the first migration creates, written in plain column values
 * that are valid at every schema since: the migration tests insert them into a database at each
 * older state and check them after migrating to the newest. Nullable columns carry values too,
 * so a migration that drops or rewrites one is noticed.
 */
export interface RepresentativeTable {
  table: string;
  key: string[];
  rows: Record<string, unknown>[];
}

const at = '2025-03-01T10:00:00Z';

export const representativeRows: RepresentativeTable[] = [
  {
    table: 'users',
    key: ['id'],
    rows: [
      {
        id: 9001,
        username: 'Хранитель_1910',
        email: 'keeper@example.org',
        password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
        email_confirmed_at: at,
        role: 'MODERATOR',
        created_at: at,
        disabled_at: null,
      },
      { id: 9002, username: 'gost', email: 'guest@example.org', password_hash: 'x', role: 'USER', created_at: at, disabled_at: at },
    ],
  },
  { table: 'sessions', key: ['id'], rows: [{ id: 9001, user_id: 9001, token_hash: 'session-hash', expires_at: '2025-04-01T10:00:00Z' }] },
  {
    table: 'email_tokens',
    key: ['id'],
    rows: [{ id: 9001, user_id: 9002, purpose: 'CONFIRM', token_hash: 'confirm-hash', expires_at: at, used_at: null }],
  },
  {
    table: 'manufacturers',
    key: ['id'],
    rows: [
      {
        id: 9001,
        name: 'Тульский оружейный завод (проверка миграций)',
        short_name: 'ТОЗ',
        country: 'Россия',
        period: '1712–',
        description: '<p>Основан <b>Петром I</b></p>',
        url: 'https://example.org/toz',
        created_by: 9001,
      },
    ],
  },
  { table: 'stamps', key: ['id'], rows: [{ id: 9001, name: 'Клеймо приёмщика (проверка)', description: 'Звезда в круге' }] },
  {
    table: 'detail_types',
    key: ['id'],
    rows: [{ id: 9001, name: 'Щит (проверка)', description: 'Броневой щит', belongs_to: 'станок' }],
  },
  { table: 'detail_subtypes', key: ['id'], rows: [{ id: 9001, type_id: 9001, name: 'Щит образца 1910 года', description: null }] },
  {
    table: 'products',
    key: ['id'],
    rows: [
      {
        id: 9001,
        name: 'Станок Соколова (проверка)',
        number: 'С-1915',
        year: 1915,
        belongs_to: 'станок',
        manufacturer_id: 9001,
        parent_id: null,
        description: '<p>Колёсный станок</p>',
        source: 'Архив музея',
        created_by: 9001,
      },
      { id: 9002, name: 'Пулемёт «Максим» (проверка)', number: '12345', year: 1916, belongs_to: 'максим', parent_id: 9001 },
    ],
  },
  {
    table: 'details',
    key: ['id'],
    rows: [
      {
        id: 9001,
        name: 'Щит с клеймом',
        number: 'Щ-77',
        year: 1915,
        belongs_to: 'станок',
        type_id: 9001,
        subtype_id: 9001,
        manufacturer_id: 9001,
        product_id: 9001,
        description: '<p>Найден под Тулой</p>',
        source: 'Частная коллекция',
        created_by: 9002,
      },
      { id: 9002, name: null, type_id: 9001 },
    ],
  },
  {
    table: 'photos',
    key: ['id'],
    rows: [
      {
        id: 9001,
        file_name: 'migration-check.jpg',
        original_name: 'Щит.JPG',
        content_type: 'image/jpeg',
        size_bytes: 123456,
        width: 1600,
        height: 1200,
        sha256: 'a'.repeat(64),
        description: 'Вид спереди',
        uploaded_at: at,
        uploaded_by: 9002,
        published: false,
      },
    ],
  },
  { table: 'product_photos', key: ['item_id', 'photo_id'], rows: [{ item_id: 9001, photo_id: 9001, position: 2 }] },
  { table: 'detail_photos', key: ['item_id', 'photo_id'], rows: [{ item_id: 9001, photo_id: 9001, position: 0 }] },
  { table: 'detail_stamps', key: ['detail_id', 'stamp_id'], rows: [{ detail_id: 9001, stamp_id: 9001 }] },
  {
    table: 'change_requests',
    key: ['id'],
    rows: [
      {
        id: 9001,
        status: 'REJECTED',
        entity_type: 'DETAIL',
        action: 'UPDATE',
        entity_id: 9001,
        payload: { name: 'Щит', year: 1916, photoIds: [9001] },
        created_by: 9002,
        created_at: at,
        reviewed_by: 9001,
        reviewed_at: at,
        reason: 'Год не подтверждён',
      },
    ],
  },
  {
    table: 'revisions',
    key: ['id'],
    rows: [
      {
        id: 9001,
        entity_type: 'DETAIL',
        entity_id: 9001,
        action: 'UPDATE',
        before: { year: 1915 },
        after: { year: 1916 },
        user_id: 9001,
        at,
        change_request_id: 9001,
      },
    ],
  },
];
