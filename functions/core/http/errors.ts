/**
 * Typed errors the domain throws; `core/http` maps each to its status and the answer
 * `{ success: false, message, details? }` (DESIGN.md §2, §3). Anything else becomes a 5xx whose body
 * never carries internals.
 */

export interface ErrorDetail {
  /** Dotted field path, e.g. `contact.number`. */
  path: string;
  message: string;
}

/** An error whose `message` is safe to show the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the input is wrong; `details` lists the fields. */
export class ValidationError extends HttpError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(400, message, details);
  }
}

/** 401: no token, or not a valid one for this area. */
export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthorized') {
    super(401, message);
  }
}

/** 403: a valid token without the permission the route needs. */
export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to perform this action') {
    super(403, message);
  }
}

/** 404: unknown id. */
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

/** 409: a duplicate, or a transition the current state does not allow. */
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** 413: the request body is larger than the route accepts. */
export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, message);
  }
}

/** 501: a route that is listed in the route table but not built yet. */
export class NotImplementedError extends HttpError {
  constructor() {
    super(501, 'Not implemented');
  }
}

/** 503: a dependency failed; safe to retry after `retryAfterSeconds`. */
export class ServiceUnavailableError extends HttpError {
  constructor(
    message = 'The service is temporarily unavailable. Please try again shortly.',
    retryAfterSeconds = 2,
  ) {
    super(503, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}
