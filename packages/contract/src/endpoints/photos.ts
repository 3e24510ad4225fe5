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

/**
 * The multipart body of `POST /photos`: exactly one file in the field `file`, and optionally the
 * text fields `credit` and `licence`. The route reads the parts itself (streamed, size-limited).
 */
export const PhotoUploadForm = PhotoRightsWrite.extend({
  file: z.string().meta({ format: 'binary', description: 'Снимок: JPEG, PNG или WebP, не больше предела загрузки' }),
});

const tags = ['photos'];

export const PHOTO_ENDPOINTS = {
  page: endpoint({ method: 'GET', path: '/api/archive/photos/page', query: PhotoPageQuery, responses: { 200: PhotoTilePage }, tags }),
  search: endpoint({
    method: 'GET',
    path: '/api/archive/photos/search',
    query: PhotoSearchQuery,
    responses: { 200: z.array(PhotoSearchItemDto) },
    auth: 'USER',
    tags,
  }),
  uploadLimits: endpoint({ method: 'GET', path: '/api/archive/photos/upload-limits', responses: { 200: PhotoUploadLimitsDto }, tags }),
  get: endpoint({ method: 'GET', path: '/api/archive/photos/:id', params: IdParams, responses: { 200: PhotoDto }, tags }),
  /** 201 for a new photo, 200 for an exact duplicate of one already stored. */
  upload: endpoint({
    method: 'POST',
    path: '/api/archive/photos',
    multipart: PhotoUploadForm,
    responses: { 200: PhotoDto, 201: PhotoDto },
    auth: 'USER',
    tags,
  }),
  editRights: endpoint({
    method: 'PATCH',
    path: '/api/archive/photos/:id',
    params: IdParams,
    body: PhotoRightsWrite,
    responses: { 200: PhotoDto },
    auth: 'MODERATOR',
    tags,
  }),
  annotate: endpoint({
    method: 'POST',
    path: '/api/archive/photos/:id/annotate',
    params: IdParams,
    query: AnnotateQuery,
    responses: { 200: PhotoDto },
    auth: 'MODERATOR',
    tags,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/archive/photos/:id', params: IdParams, responses: { 204: null }, auth: 'USER', tags }),
} as const;
