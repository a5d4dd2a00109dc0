// The tus server's refusals, in the API's one error shape. Refusals our own code raises inside the
// tus server (creation, finish, a storage failure) reach the client as they were thrown; the
// protocol's own (a wrong offset, an expired upload) are recognised by their status and text.
import { MESSAGES } from '@app/core';
import { badRequest, conflict, gone, type HttpError, notFound, payloadTooLarge, preconditionFailed } from '../../lib/errors.js';

/** A refusal the tus server answered with `status` and its plain-text `body`, as an HttpError. */
export function tusRefusal(status: number, body: string): HttpError | Error {
  switch (status) {
    case 404:
      return notFound(MESSAGES.uploadNotFound);
    case 409:
      return conflict(MESSAGES.uploadOffsetMismatch);
    case 410:
      return gone(MESSAGES.uploadExpired);
    case 413:
      // More bytes than the upload declared, or a declared size over the limit.
      return payloadTooLarge(body.startsWith('Maximum') ? MESSAGES.lessonFileTooLarge : MESSAGES.uploadBeyondLength);
    case 400:
      if (body.startsWith('Cannot terminate')) return badRequest(MESSAGES.uploadAlreadyFinished);
      if (body.startsWith('Request aborted')) return conflict(MESSAGES.uploadBusy);
      if (body.startsWith('Upload-Length')) return badRequest(MESSAGES.uploadLengthRequired);
      return badRequest();
    case 412: // no Tus-Resumable header
      return preconditionFailed();
    case 403: // a missing Upload-Offset or Content-Type: the protocol says 403, it is a bad request
    case 501: // an extension we do not offer (concatenation, deferred length)
      return badRequest();
    case 500:
      if (body.startsWith('failed to acquire lock')) return conflict(MESSAGES.uploadBusy);
  }
  return new Error(`tus server answered ${status}: ${body.trim()}`);
}
