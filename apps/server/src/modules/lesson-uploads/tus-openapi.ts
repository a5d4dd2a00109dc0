// The tus 1.0 requests of a lesson-file upload as the OpenAPI document shows them (routes.ts):
// the protocol's headers and answers, which the tus server reads and writes itself, so they are
// described here rather than checked by a schema.
import { z } from 'zod';
import { LESSON_FILE_MAX_BYTES, lessonUploadFinished } from '@app/core';
import type { DocResponse } from '../../http/openapi.js';

const tags = ['uploads'];
const string = { type: 'string' };

const tusResumable = {
  type: 'string',
  enum: ['1.0.0'],
  description: 'The tus protocol version: every request says `1.0.0` (412 without it).',
};
const uploadOffset = (description: string) => ({ type: 'string', pattern: '^[0-9]+$', description });

/** Headers every answer of the tus server carries. */
const answered = { 'Tus-Resumable': { description: 'The protocol version, `1.0.0`.', schema: string } };
const expires = { 'Upload-Expires': { description: 'When the unfinished upload expires (an HTTP date).', schema: string } };
const offset = { 'Upload-Offset': { description: 'How many bytes of the file the server has.', schema: string } };

export const createUploadDoc = {
  summary: 'Start a lesson-file upload',
  description:
    'Creates a resumable upload (tus 1.0 creation) for a course’s lesson file, once the caller may upload to the course ' +
    `(its instructor, or an admin) and the declared size is at most ${LESSON_FILE_MAX_BYTES} bytes. Nothing is stored ` +
    'until then. The bytes follow in PATCH requests to the address in Location.',
  tags,
  openapi: {
    headers: {
      type: 'object',
      properties: {
        'Tus-Resumable': tusResumable,
        'Upload-Length': { type: 'string', pattern: '^[0-9]+$', description: 'The file’s size in bytes (not deferred, not 0).' },
        'Upload-Metadata': {
          type: 'string',
          description:
            'Comma-separated `key base64(value)` pairs: `courseId` (required), `lessonId` (the lesson being edited, when it ' +
            'exists), `filename` (required), `filetype` (the browser’s guess; the server decides by the bytes).',
        },
      },
      required: ['Tus-Resumable', 'Upload-Length', 'Upload-Metadata'],
    },
    responses: {
      201: {
        description: 'Created: send the bytes to its address.',
        headers: { Location: { description: 'The upload’s address (relative).', schema: string }, ...answered, ...expires },
      },
    },
  },
  // 404: no such course, or one the caller may not know of; 412: no Tus-Resumable; 413: declared over the limit.
  errors: [404, 412, 413, 507],
} as const;

export const headUploadDoc = {
  summary: 'Check a lesson-file upload’s offset',
  description: 'How much of the file the server has (tus 1.0 HEAD): where to resume sending. The caller’s own upload only.',
  tags,
  openapi: {
    headers: { type: 'object', properties: { 'Tus-Resumable': tusResumable }, required: ['Tus-Resumable'] },
    responses: {
      200: {
        description: 'The upload’s progress, in headers (no body).',
        headers: {
          ...offset,
          'Upload-Length': { description: 'The file’s declared size in bytes.', schema: string },
          'Upload-Metadata': { description: 'The upload’s metadata, as checked at creation.', schema: string },
          'Cache-Control': { description: '`no-store`: the offset moves.', schema: string },
          ...answered,
        },
      },
    },
  },
  // 410: an unfinished upload that has expired.
  errors: [404, 410, 412],
} as const;

export const patchUploadDoc = {
  summary: 'Send the next part of a lesson-file upload',
  description:
    'Appends bytes at Upload-Offset (tus 1.0 PATCH). The last part finishes the upload: the file is checked by its bytes ' +
    '(its type decides what the lesson may be) and stored, and the answer names the stored file.',
  tags,
  consumes: ['application/offset+octet-stream'],
  openapi: {
    body: { type: 'string', format: 'binary' },
    headers: {
      type: 'object',
      properties: {
        'Tus-Resumable': tusResumable,
        'Upload-Offset': uploadOffset('Where these bytes go: the offset the server has (409 otherwise).'),
      },
      required: ['Tus-Resumable', 'Upload-Offset'],
    },
    responses: {
      200: {
        description: 'The last part: the upload is finished and the file stored.',
        headers: { ...offset, ...answered },
        content: { 'application/json': { schema: z.toJSONSchema(lessonUploadFinished, { target: 'openapi-3.0', io: 'output' }) } },
      },
      204: { description: 'The part is stored; more are to come.', headers: { ...offset, ...expires, ...answered } },
    } satisfies Record<number, DocResponse>,
  },
  // 409: an offset other than the server's, or another request on the same upload; 410: expired;
  // 413: past the declared length; 415: a finished file of a type lessons do not take.
  errors: [404, 409, 410, 412, 413, 415, 507],
} as const;

export const deleteUploadDoc = {
  summary: 'Cancel a lesson-file upload',
  description: 'Drops an unfinished upload and its bytes (tus 1.0 termination). A finished upload is a stored file: 400.',
  tags,
  openapi: {
    headers: { type: 'object', properties: { 'Tus-Resumable': tusResumable }, required: ['Tus-Resumable'] },
    responses: { 204: { description: 'Cancelled.', headers: answered } },
  },
  // 409: another request on the same upload.
  errors: [404, 409, 410, 412],
} as const;
