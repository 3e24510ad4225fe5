import { z } from 'zod';
import {
  CollectionExportQuery,
  CollectionItemDto,
  CollectionItemWrite,
  CollectionListPage,
  CollectionListQuery,
  CollectionPhotoDto,
  WantedDto,
  WantedWrite,
} from '../collection';
import { CollectionImportDto, CollectionImportQuery } from '../collection-import';
import { ShareDto, SharedDossierDto, ShareStateDto, ShareTokenParams, ShareWrite } from '../collection-share';
import { Id, IdParams } from '../common';
import { ChangeRequestDto } from '../moderation';
import { endpoint } from './endpoint';
import { ImportUploadForm, XLSX_TYPE } from './imports';
import { PhotoUploadFileForm } from './photos';
import { ROUTES } from './routes';

const tags = ['collection'];

/** The multipart body of a collector's import: the catalogue import's, but a table alone (a record's photos come with their own upload). */
const CollectionImportForm = ImportUploadForm.extend({
  file: z.string().meta({ format: 'binary', description: 'Таблица CSV или XLSX со столбцами выгрузки коллекции' }),
});

/** A record's id and one of its photos' ids. */
export const CollectionPhotoParams = IdParams.extend({ photoId: Id });

/**
 * A signed-in collector's own records and want list (ADR 084): only the owner reads or writes
 * them; anyone else, whatever their role, is answered 404 as for a record that does not exist.
 */
export const COLLECTION_ENDPOINTS = {
  items: endpoint({
    ...ROUTES.collection.items,
    query: CollectionListQuery,
    responses: { 200: CollectionListPage },
    auth: 'USER',
    tags,
  }),
  createItem: endpoint({
    ...ROUTES.collection.createItem,
    body: CollectionItemWrite,
    responses: { 201: CollectionItemDto },
    auth: 'USER',
    tags,
  }),
  item: endpoint({
    ...ROUTES.collection.item,
    params: IdParams,
    responses: { 200: CollectionItemDto },
    auth: 'USER',
    tags,
  }),
  updateItem: endpoint({
    ...ROUTES.collection.updateItem,
    params: IdParams,
    body: CollectionItemWrite,
    responses: { 200: CollectionItemDto },
    auth: 'USER',
    tags,
  }),
  removeItem: endpoint({
    ...ROUTES.collection.removeItem,
    params: IdParams,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  export: endpoint({
    ...ROUTES.collection.export,
    query: CollectionExportQuery,
    responses: {
      200: {
        file: ['text/csv; charset=utf-8', XLSX_TYPE],
        description: 'Все записи коллекции владельца: столбцы выгрузки каталога (без ссылки и фото) и личные поля',
      },
    },
    auth: 'USER',
    tags,
  }),
  /**
   * A collector's own spreadsheet into their records (ADR 092): `dryRun=true` answers 200 with each
   * row's problems and writes nothing; without it the valid rows are written in one transaction (201).
   */
  importItems: endpoint({
    ...ROUTES.collection.importItems,
    query: CollectionImportQuery,
    multipart: CollectionImportForm,
    responses: { 200: CollectionImportDto, 201: CollectionImportDto },
    auth: 'USER',
    tags,
  }),
  /** «Предложить в каталог»: a change request that creates the record's gun or part, with its public fields only (never the private ones). */
  propose: endpoint({
    ...ROUTES.collection.propose,
    params: IdParams,
    responses: { 201: ChangeRequestDto },
    auth: 'USER',
    tags,
  }),
  wanted: endpoint({
    ...ROUTES.collection.wanted,
    responses: { 200: z.array(WantedDto) },
    auth: 'USER',
    tags,
  }),
  addWanted: endpoint({
    ...ROUTES.collection.addWanted,
    body: WantedWrite,
    responses: { 201: WantedDto },
    auth: 'USER',
    tags,
  }),
  removeWanted: endpoint({
    ...ROUTES.collection.removeWanted,
    params: IdParams,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  /** Whether the record's dossier has a live share link, what it shows and until when; to the owner only. */
  shareState: endpoint({
    ...ROUTES.collection.shareState,
    params: IdParams,
    responses: { 200: ShareStateDto },
    auth: 'USER',
    tags,
  }),
  /** A share link to the record's dossier (ADR 089): a new one replaces the old; only the owner makes it. */
  share: endpoint({
    ...ROUTES.collection.share,
    params: IdParams,
    body: ShareWrite,
    responses: { 201: ShareDto },
    auth: 'USER',
    tags,
  }),
  unshare: endpoint({
    ...ROUTES.collection.unshare,
    params: IdParams,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  uploadPhoto: endpoint({
    ...ROUTES.collection.uploadPhoto,
    params: IdParams,
    multipart: PhotoUploadFileForm,
    responses: { 201: CollectionPhotoDto },
    auth: 'USER',
    tags,
  }),
  removePhoto: endpoint({
    ...ROUTES.collection.removePhoto,
    params: CollectionPhotoParams,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
  /** The dossier a share link opens, for anyone holding it; an unknown, revoked or expired link: 404. */
  shared: endpoint({
    ...ROUTES.collection.shared,
    params: ShareTokenParams,
    responses: { 200: SharedDossierDto },
    tags,
  }),
};
