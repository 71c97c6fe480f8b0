import fastifyMultipart from '@fastify/multipart';
import {
  errorBodySchema,
  MAX_AVATAR_BYTES,
  messageResponseSchema,
  settingsSchema,
  updateSettingsBodySchema,
  updateSettingsResponseSchema,
  uploadAvatarResponseSchema,
} from '@shelfwise/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserAllowUnverified } from '../../http/auth-guard.ts';
import { clientMeta } from '../../http/client-meta.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { fileAnswer, fileErrors } from '../../http/file-answer.ts';
import { UPLOAD_NAME_PATTERN, type UsersService } from './users.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
};
const secured = [{ bearerAuth: [] }];
const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'The avatar must be 5 MB or smaller');

/**
 * Settings, avatar and account deletion. Like auth, these stay open to unverified users: someone who
 * typed a wrong address must be able to correct it or delete the account.
 */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  await app.register(fastifyMultipart, {
    // One byte over the limit makes busboy flag the file as truncated, so exactly 5 MB still passes.
    limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 10, parts: 12 },
  });

  app.get(
    '/users/settings',
    {
      onRequest: requireUserAllowUnverified,
      schema: { tags: ['users'], security: secured, response: { 200: settingsSchema, ...errors } },
    },
    async (request) => users.getSettings(request.user),
  );

  app.put(
    '/users/settings',
    {
      onRequest: requireUserAllowUnverified,
      schema: {
        tags: ['users'],
        summary:
          'Change settings; a new email stays pending (the account keeps its address) until its mailed code is entered',
        security: secured,
        body: updateSettingsBodySchema,
        response: { 200: updateSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { settings, message } = await users.updateSettings(
        request.user,
        request.body,
        clientMeta(request),
      );
      return { ...settings, message };
    },
  );

  app.delete(
    '/users/settings/pending-email',
    {
      onRequest: requireUserAllowUnverified,
      schema: {
        tags: ['users'],
        summary:
          'Cancel a pending email change: the account keeps its address, the mailed code stops working',
        security: secured,
        response: { 200: updateSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { settings, message } = await users.cancelEmailChange(request.user, clientMeta(request));
      return { ...settings, message };
    },
  );

  app.post(
    '/users/upload-avatar',
    {
      onRequest: requireUserAllowUnverified,
      schema: {
        tags: ['users'],
        summary: 'Multipart field `avatar`: JPEG, PNG, GIF or WebP (by content), at most 5 MB',
        security: secured,
        response: { 200: uploadAvatarResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw badRequest('Send the image as multipart/form-data in the field "avatar"');
      let bytes: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'avatar') {
            part.file.resume();
            continue;
          }
          bytes = await part.toBuffer();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        if (code === 'FST_FILES_LIMIT') throw badRequest('Send one image only');
        // Anything else here is the body itself: no boundary, a part cut short, headers that do not
        // parse. The client sent something unreadable; nothing was stored.
        throw badRequest(
          'The upload could not be read: send multipart/form-data with the image in the field "avatar"',
        );
      }
      if (!bytes) throw badRequest('Choose an image to upload in the field "avatar"');
      const avatar = await users.uploadAvatar(request.user, bytes);
      return { message: 'Avatar updated', data: { data: { avatar } } };
    },
  );

  app.delete(
    '/users/delete-account',
    {
      onRequest: requireUserAllowUnverified,
      schema: { tags: ['users'], security: secured, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await users.deleteAccount(request.user, clientMeta(request));
      return { message: 'Your account has been deleted' };
    },
  );

  // Public on purpose: an <img> cannot send a bearer token, and the 128-bit random name is the secret.
  // Served from the database by every instance (decision 0027). An image never changes under its
  // name (a new upload gets a new one), so its name is its ETag and it is cached for good.
  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['users'],
        summary: 'An uploaded avatar image, by its random name (public, cached for good)',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: fileAnswer('image/*', 'The image (PNG, JPEG or WebP)'), ...fileErrors },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!UPLOAD_NAME_PATTERN.test(name)) throw notFound('File');
      const avatar = await users.findAvatar(name);
      if (!avatar) throw notFound('File');
      const etag = `"${name}"`;
      reply
        .header('Content-Type', avatar.contentType)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return (reply as FastifyReply).code(304).send();
      }
      return (reply as FastifyReply).send(avatar.bytes);
    },
  );
};
