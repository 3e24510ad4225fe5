import { STAMP_KINDS } from '@museum/contract/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { BELONGS_TO, belongsToCheck, timestamps } from './columns';
import { users } from './users';

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The English name, shown on English pages (ADR 082); null shows the name as entered. */
    nameEn: text('name_en'),
    shortName: text('short_name'),
    country: text('country'),
    period: text('period'),
    description: text('description'),
    url: text('url'),
    ...timestamps,
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('manufacturers_name_idx').on(t.name)],
);

export const detailTypes = pgTable(
  'detail_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    description: text('description'),
    belongsTo: text('belongs_to', { enum: BELONGS_TO }).notNull(),
    /** Details of this type carry their product's serial number: the product page compares them (ADR 063). */
    carriesNumber: boolean('carries_number').notNull().default(false),
  },
  (t) => [unique('detail_types_name_belongs_to_key').on(t.name, t.belongsTo), belongsToCheck('detail_types', t.belongsTo)],
);

export const detailSubtypes = pgTable(
  'detail_subtypes',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => detailTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    description: text('description'),
  },
  (t) => [unique('detail_subtypes_type_name_key').on(t.typeId, t.name), index('detail_subtypes_type_idx').on(t.typeId)],
);

/** A stamp as evidence (issue 33, ADR 061): its kind, meaning, maker and the years it was used. */
export const stamps = pgTable(
  'stamps',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    nameEn: text('name_en'),
    description: text('description'),
    kind: text('kind', { enum: STAMP_KINDS }).notNull().default('OTHER'),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'restrict' }),
    yearFrom: integer('year_from'),
    yearTo: integer('year_to'),
    ...timestamps,
  },
  (t) => [
    check('stamps_kind_check', sql`${t.kind} in ('FACTORY', 'ACCEPTANCE', 'INSPECTOR', 'YEAR', 'PROOF', 'OTHER')`),
    check('stamps_years_check', sql`${t.yearFrom} is null or ${t.yearTo} is null or ${t.yearFrom} <= ${t.yearTo}`),
    index('stamps_manufacturer_idx').on(t.manufacturerId),
  ],
);
