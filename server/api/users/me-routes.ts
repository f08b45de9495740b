import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiUserMe } from '#common/api-types.ts';
import { MEMBER_DESCRIPTION_MAX } from '#common/limits.ts';
import {
  createApplicationPassword,
  listApplicationPasswords,
  revokeApplicationPassword,
} from '#server/domain/auth/application-passwords.ts';
import { findMedia } from '#server/domain/media/media-items.ts';
import { findUser } from '#server/domain/users/list-users.ts';
import { isLocation, type ProfileChanges, updateProfile } from '#server/domain/users/profile.ts';
import type { Viewer } from '#server/http/context.ts';
import { forbidden, invalidParams, notFound, unauthorized } from '#server/http/errors.ts';
import { parseWith } from '#server/http/params.ts';
import { uploadsUrl } from '../media/present-media.ts';
import { memberName, withoutControls } from './member-name.ts';
import { presentUsers, type UserRow } from './present-user.ts';

/** The bio is plain text (decisions §3): tags go, line breaks stay. */
const withoutTags = (value: string) => value.replace(/<[^>]*>/g, '').replace(/[ \t]+/g, ' ');

const updateMeSchema = z.object({
  name: memberName.optional(),
  description: z
    .string({ message: 'description must be text.' })
    .transform((v) => withoutTags(withoutControls(v)).trim())
    .pipe(
      z
        .string()
        .max(MEMBER_DESCRIPTION_MAX, `The description can be at most ${MEMBER_DESCRIPTION_MAX} characters.`),
    )
    .optional(),
  location: z.coerce
    .number({ message: 'location must be a location id or 0.' })
    .int('location must be a location id or 0.')
    .min(0, 'location must be a location id or 0.')
    .optional(),
  language: z.enum(['en', 'hi'], { message: 'language must be en or hi.' }).optional(),
  avatar_media: z.coerce
    .number({ message: 'avatar_media must be a media id or 0.' })
    .int('avatar_media must be a media id or 0.')
    .min(0, 'avatar_media must be a media id or 0.')
    .optional(),
});

const applicationPasswordBody = z.object({
  name: z
    .string({ message: 'Please name the password (for example the app that will use it).' })
    .transform((v) => withoutControls(v).trim())
    .pipe(z.string().min(1, 'Please name the password.').max(100, 'The name can be at most 100 characters.')),
});

function signedIn(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

/**
 * Creating and revoking application passwords takes a browser session with its nonce, not
 * basic auth: a leaked application password must not be able to mint more of itself or
 * revoke the owner's others.
 */
function browserSession(request: FastifyRequest): Viewer {
  const viewer = signedIn(request);
  if (!request.session)
    throw forbidden(
      'rest_cannot_manage_application_passwords',
      'Application passwords can be created and revoked only when signed in in the browser.',
    );
  return viewer;
}

/** The owner's own account (`users/me`), profile editing and application passwords (issue 4). */
export async function meRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  const { db } = database;

  async function presentMe(row: UserRow, viewer: Viewer, context: unknown) {
    const [user] = await presentUsers(database, config.publicUrl, [row], viewer);
    if (context !== 'edit') return user!;
    const me: ApiUserMe = {
      ...user!,
      email: row.email,
      roles: [row.role],
      registered_date: row.createdAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    };
    return me;
  }

  async function loadMe(viewer: Viewer) {
    const row = await findUser(db, viewer.id);
    if (!row) throw unauthorized();
    return row;
  }

  app.get<{ Querystring: { context?: string } }>('/wp/v2/users/me', async (request) => {
    const viewer = signedIn(request);
    return presentMe(await loadMe(viewer), viewer, request.query.context);
  });

  /** Edits the own profile; the answer is the edit view. A new name brings a new slug (old one: 301). */
  app.post('/wp/v2/users/me', async (request) => {
    const viewer = signedIn(request);
    const body = parseWith(updateMeSchema, request.body ?? {});
    const changes: ProfileChanges = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.description !== undefined) changes.description = body.description;
    if (body.language !== undefined) changes.language = body.language;
    if (body.location !== undefined) {
      if (body.location === 0) changes.locationId = null;
      else {
        if (!(await isLocation(db, body.location)))
          throw invalidParams({ location: 'There is no such location.' });
        changes.locationId = body.location;
      }
    }
    if (body.avatar_media !== undefined) {
      if (body.avatar_media === 0) {
        changes.avatarMediaId = null;
        changes.avatarUrl = '';
      } else {
        const item = await findMedia(db, body.avatar_media, viewer.id);
        if (!item) throw invalidParams({ avatar_media: 'Upload the picture first; it must be your own.' });
        // The square thumbnail (150×150, cropped) is what every avatar shows.
        const file = item.sizes.thumbnail?.file ?? item.file;
        changes.avatarMediaId = item.id;
        changes.avatarUrl = uploadsUrl('', file);
      }
    }
    await updateProfile(db, viewer.id, changes);
    return presentMe(await loadMe(viewer), viewer, 'edit');
  });

  app.get('/wp/v2/users/me/application-passwords', async (request) =>
    listApplicationPasswords(database, signedIn(request).id),
  );

  app.post('/wp/v2/users/me/application-passwords', async (request, reply) => {
    const viewer = browserSession(request);
    const { name } = parseWith(applicationPasswordBody, request.body ?? {});
    reply.code(201);
    return createApplicationPassword(database, viewer.id, name);
  });

  app.delete<{ Params: { uuid: string } }>('/wp/v2/users/me/application-passwords/:uuid', async (request) => {
    const viewer = browserSession(request);
    const previous = await revokeApplicationPassword(database, viewer.id, request.params.uuid);
    if (!previous)
      throw notFound('rest_application_password_not_found', 'The application password was not found.');
    return { deleted: true, previous };
  });
}
