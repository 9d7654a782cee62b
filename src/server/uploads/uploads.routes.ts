import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../contract/common.js';
import {
  IMAGE_MAX_BYTES,
  signedUploadSchema,
  signUploadSchema,
  uploadMessages,
  uploadResultSchema,
} from '../../contract/uploads.js';
import { badRequest, HttpError, isFileTooLarge } from '../http-errors.js';
import { currentUser } from '../plugins/session.js';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

/**
 * Upload calls of the spec. Images are for subscribers and admins (listings, events, sponsors,
 * alerts; the profile photo has its own route), within an hourly quota; an image is usable only by
 * its uploader.
 */
export default async function uploadsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { uploads } = app.services;

  // Raw image bodies for the signed PUT; the content decides the type, not this header.
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp', 'image/jpg', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  r.post(
    '/api/upload',
    {
      config: { access: 'member' },
      schema: {
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        response: { 200: uploadResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await uploads.admit(user, 0); // refused before the body is read
      const images: Buffer[] = [];
      let count = 0;
      for await (const part of request.files({ limits: { files: 5, fileSize: IMAGE_MAX_BYTES } })) {
        if (part.fieldname !== 'images') {
          part.file.resume();
          continue;
        }
        count += 1;
        if (count > 4) throw badRequest(uploadMessages.tooMany);
        // Only a file over the limit is 'too large'; a body cut short is the errors plugin's 400.
        const bytes = await part.toBuffer().catch((err: unknown) => {
          throw isFileTooLarge(err) ? new HttpError(413, uploadMessages.tooLarge) : err;
        });
        if (part.file.truncated) throw new HttpError(413, uploadMessages.tooLarge);
        images.push(bytes);
      }
      if (!images.length) throw badRequest(uploadMessages.none);
      return { paths: await uploads.upload(user, images) };
    },
  );

  r.post(
    '/api/marketplace-upload',
    {
      config: { access: 'member' },
      schema: {
        tags: ['uploads'],
        body: signUploadSchema.optional(),
        response: { 200: signedUploadSchema, ...errors },
      },
    },
    async (request) => uploads.signUpload(currentUser(request)),
  );

  r.put(
    '/api/uploads/:id',
    {
      schema: {
        tags: ['uploads'],
        params: z.object({ id: z.string().uuid({ message: uploadMessages.badSignature }) }),
        querystring: z.object({
          expires: z.coerce.number({ message: uploadMessages.badSignature }).int(),
          signature: z.string({ message: uploadMessages.badSignature }).min(1),
        }),
        response: { 200: z.object({ objectPath: z.string() }), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(uploadMessages.invalid);
      const { id } = request.params;
      const { expires, signature } = request.query;
      return { objectPath: await uploads.receiveSigned(id, expires, signature, body) };
    },
  );
}
