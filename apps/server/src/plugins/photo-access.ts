import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/actor';
import { type PhotoViewer, photoViewerOf } from '../lib/photo-viewer';
import type { FileAccess, PhotoFilesService } from '../modules/photos/photo-files.service';
import { bearerToken, SESSION_TOKEN } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route ends the caller's session (logout): its answer clears the photo cookie instead of setting it. */
    endsSession?: boolean;
  }
  interface FastifyInstance {
    /** Who may have the files of the stored photo `fileName` (ADR 048): the caller's session decides for unpublished ones. */
    photoFileAccess(request: FastifyRequest, fileName: string): Promise<FileAccess>;
    /**
     * The signed-in caller of a file route: by the bearer token, else by the photo cookie (an
     * `<img>` or a tile request sends no `Authorization`). Collectors' private photos (ADR 088).
     */
    fileActor(request: FastifyRequest): Promise<Actor | null>;
  }
}

/** The cookie that carries the session to `<img>` and tile requests, which send no `Authorization`. */
export const PHOTO_COOKIE = 'museum_photos';

/**
 * Unpublished photos are served only to their uploader and to moderators (ADR 048). API clients
 * send their bearer token to `/uploads` and `/iiif/images` as anywhere; a browser's `<img>` cannot,
 * so every answer to a signed-in browser request sets this HttpOnly, SameSite=Strict cookie with
 * the same session token, before any answer that links a private photo reaches the page (a plain
 * reader's public catalogue read has no actor and links none, so it sets nothing: ADR 067). Only
 * the file routes read it (via `photoFileAccess` and `fileActor`, all GET): no API route takes it for a session, so it
 * cannot be used for cross-site requests that change anything. An ended session makes it worthless.
 */
export const photoAccessPlugin = fp<{ photoFiles: PhotoFilesService; secureCookies: boolean; sessionMaxAgeMs: number }>(
  async (app: FastifyInstance, { photoFiles, secureCookies, sessionMaxAgeMs }) => {
    // As long as a session may live: kept across a browser restart, as the token is; an ended session makes it worthless.
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      path: '/',
      maxAge: Math.floor(sessionMaxAgeMs / 1000),
    } as const;
    const cookieToken = (request: FastifyRequest) => {
      const header = request.headers.cookie;
      const token = header ? fastifyCookie.parse(header)[PHOTO_COOKIE] : undefined;
      return token && SESSION_TOKEN.test(token) ? token : undefined;
    };

    async function viewerOf(request: FastifyRequest): Promise<PhotoViewer> {
      if (request.actor) return photoViewerOf(request.actor);
      const token = cookieToken(request);
      return token ? photoViewerOf(await app.actorOfToken(token)) : null;
    }

    app.decorate('fileActor', async (request: FastifyRequest) => {
      if (request.actor) return request.actor;
      const token = cookieToken(request);
      return token ? app.actorOfToken(token) : null;
    });
    app.decorate('photoFileAccess', (request: FastifyRequest, fileName: string) => photoFiles.access(fileName, () => viewerOf(request)));

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.config.endsSession) {
        // The ended token is worthless anyway; the browser need not keep it for months.
        if (reply.statusCode < 300) {
          reply.header('set-cookie', fastifyCookie.serialize(PHOTO_COOKIE, '', { ...cookieOptions, maxAge: 0 }));
        }
        return payload;
      }
      const token = request.actor ? bearerToken(request.headers.authorization) : undefined;
      if (token && cookieToken(request) !== token) {
        reply.header('set-cookie', fastifyCookie.serialize(PHOTO_COOKIE, token, cookieOptions));
      }
      return payload;
    });
  },
);
