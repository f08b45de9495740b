import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '#common/limits.ts';
import { DomainError } from '#server/domain/errors.ts';
import { deleteMedia, findMedia, insertMedia, type MediaRow } from '#server/domain/media/media-items.ts';
import { filesOf, fileTooBig, removeFiles, storeImage } from '#server/domain/media/store-image.ts';
import { takeRateLimit } from '#server/domain/rate-limit.ts';
import { badRequest, forbidden, HttpError, notFound, tooManyRequests } from '#server/http/errors.ts';
import { readRoute } from '#server/http/read-routes.ts';
import { mayDeleteMedia } from '#server/policies/media.ts';
import { presentMedia } from './present-media.ts';

const UPLOADS_PER_USER_PER_HOUR = 60;
const HOUR_MS = 3_600_000;

/** The file name of a WordPress raw upload: `Content-Disposition: attachment; filename=x.jpg`. */
export function fileNameOf(disposition: string | undefined): string {
  if (!disposition) return '';
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  return (plain?.[2] ?? plain?.[1] ?? '').trim();
}

const baseNameOf = (fileName: string) => path.basename(fileName).replace(/\.[^.]*$/, '');

/**
 * What a multipart failure means to the client: only a file over the size limit is 413; too
 * many fields, files or parts, and a body busboy cannot parse (no boundary, a broken header, an
 * early end) are a malformed request, 400.
 */
function multipartError(error: unknown): HttpError | DomainError {
  if (error instanceof HttpError || error instanceof DomainError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooBig();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest('rest_upload_too_many_parts', 'Send one file and at most a few fields.');
  return badRequest('rest_upload_malformed', 'The multipart body could not be read.');
}

/** The uploaded bytes and their name, from a multipart `file` field or a raw body. */
async function readUpload(request: FastifyRequest): Promise<{ buffer: Buffer; name: string }> {
  if (request.isMultipart()) {
    try {
      const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
      if (!part) throw badRequest('rest_upload_no_data', 'No data supplied.');
      const buffer = await part.toBuffer();
      return { buffer, name: part.filename };
    } catch (error) {
      throw multipartError(error);
    }
  }
  const body = request.body;
  const buffer = Buffer.isBuffer(body) ? body : typeof body === 'string' ? Buffer.from(body) : null;
  if (!buffer || buffer.length === 0) throw badRequest('rest_upload_no_data', 'No data supplied.');
  return { buffer, name: fileNameOf(request.headers['content-disposition']) };
}

/** Media (decisions §6): read by anyone; upload by any signed-in user; delete by owner or editor. */
export async function mediaRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  // WordPress clients post the image itself as the body; any type is read as bytes here and
  // the decoder, not the header, decides whether it is an image.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // Fastify's body limit (raw uploads) and busboy's file limit (multipart) answer a bare 413
  // before storeImage sees the bytes; name the upload limit instead. Anything else goes on to
  // the parent handler, which shapes every error the WordPress way.
  app.setErrorHandler((error: FastifyError | HttpError) => {
    if (!(error instanceof HttpError) && error.statusCode === 413) throw fileTooBig();
    throw error;
  });

  readRoute<{ id: string }>(app, '/wp/v2/media/:id', async (request) => {
    const id = Number(request.params.id);
    const invalid = notFound('rest_post_invalid_id', 'Invalid post ID.');
    if (!Number.isInteger(id) || id <= 0) throw invalid;
    const row = await findMedia(database.db, id);
    if (!row) throw invalid;
    return presentMedia(row, config.publicUrl);
  });

  app.post('/wp/v2/media', { bodyLimit: UPLOAD_MAX_BYTES + 1024 * 1024 }, async (request, reply) => {
    const viewer = request.viewer;
    if (!viewer)
      throw new HttpError(
        401,
        'rest_cannot_create',
        'Sorry, you are not allowed to create posts as this user.',
      );
    if (!(await takeRateLimit(database, `upload:${viewer.id}`, UPLOADS_PER_USER_PER_HOUR, HOUR_MS)))
      throw tooManyRequests();
    const { buffer, name } = await readUpload(request);
    const baseName = baseNameOf(name);
    const stored = await storeImage(buffer, uploadsDir, baseName || 'image');
    let row: MediaRow | undefined;
    try {
      row = await insertMedia(database.db, viewer.id, baseName.slice(0, 200), stored);
    } catch (error) {
      // the files are written before the row: without the row nothing would ever list or
      // delete them (issue 15)
      await removeFiles(uploadsDir, filesOf(stored)).catch((cleanup) =>
        request.log.warn({ err: cleanup }, 'files of a failed upload not removed'),
      );
      throw error;
    }
    reply.code(201).header('location', `${config.publicUrl}/wp-json/wp/v2/media/${row!.id}`);
    return presentMedia(row!, config.publicUrl);
  });

  app.delete<{ Params: { id: string }; Querystring: { force?: string } }>(
    '/wp/v2/media/:id',
    async (request) => {
      const viewer = request.viewer;
      if (!viewer)
        throw new HttpError(401, 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.');
      const id = Number(request.params.id);
      const row = Number.isInteger(id) && id > 0 ? await findMedia(database.db, id) : undefined;
      if (!row) throw notFound('rest_post_invalid_id', 'Invalid post ID.');
      if (!mayDeleteMedia(viewer, row))
        throw forbidden('rest_cannot_delete', 'Sorry, you are not allowed to delete this post.');
      if (!['1', 'true'].includes(String(request.query.force)))
        throw new HttpError(
          501,
          'rest_trash_not_supported',
          'Media does not support trashing. Set "force=true" to delete.',
        );
      const previous = presentMedia(row, config.publicUrl);
      await deleteMedia(database.db, row.id);
      await removeFiles(uploadsDir, filesOf(row)).catch((error) =>
        request.log.warn({ err: error }, 'files of a deleted upload not removed'),
      );
      return { deleted: true, previous };
    },
  );
}
