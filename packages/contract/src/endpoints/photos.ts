import { z } from 'zod';
import { IdParams } from '../common';
import { PhotoRightsWrite } from '../photo-rights';
import {
  AnnotateQuery,
  PhotoDto,
  PhotoPageQuery,
  PhotoSearchItemDto,
  PhotoSearchQuery,
  PhotoTilePage,
  PhotoUploadLimitsDto,
} from '../photos';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';

/** A multipart body of exactly one file in the field `file` (a private photo's upload, ADR 088). */
export const PhotoUploadFileForm = z.object({
  file: z.string().meta({ format: 'binary', description: 'Снимок: JPEG, PNG или WebP, не больше предела загрузки' }),
});
/**
 * The multipart body of `POST /photos`: exactly one file in the field `file`, and optionally the
 * text fields `credit` and `licence`. The route reads the parts itself (streamed, size-limited).
 */
export const PhotoUploadForm = PhotoRightsWrite.extend(PhotoUploadFileForm.shape);

const tags = ['photos'];

export const PHOTO_ENDPOINTS = {
  page: endpoint({
    ...ROUTES.photos.page,
    query: PhotoPageQuery,
    responses: { 200: PhotoTilePage },
    tags,
  }),
  search: endpoint({
    ...ROUTES.photos.search,
    query: PhotoSearchQuery,
    responses: { 200: z.array(PhotoSearchItemDto) },
    auth: 'USER',
    tags,
  }),
  uploadLimits: endpoint({
    ...ROUTES.photos.uploadLimits,
    responses: { 200: PhotoUploadLimitsDto },
    tags,
  }),
  get: endpoint({
    ...ROUTES.photos.get,
    params: IdParams,
    responses: { 200: PhotoDto },
    tags,
  }),
  /** 201 for a new photo, 200 for an exact duplicate of one already stored. */
  upload: endpoint({
    ...ROUTES.photos.upload,
    multipart: PhotoUploadForm,
    responses: { 200: PhotoDto, 201: PhotoDto },
    auth: 'USER',
    tags,
  }),
  editRights: endpoint({
    ...ROUTES.photos.editRights,
    params: IdParams,
    body: PhotoRightsWrite,
    responses: { 200: PhotoDto },
    auth: 'MODERATOR',
    tags,
  }),
  annotate: endpoint({
    ...ROUTES.photos.annotate,
    params: IdParams,
    query: AnnotateQuery,
    responses: { 200: PhotoDto },
    auth: 'MODERATOR',
    tags,
  }),
  remove: endpoint({
    ...ROUTES.photos.remove,
    params: IdParams,
    responses: { 204: null },
    auth: 'USER',
    tags,
  }),
} as const;
