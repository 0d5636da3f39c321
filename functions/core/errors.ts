/**
 * The typed errors of the functions (docs/architecture.md#layout, #api-conventions). Each carries a `message` safe to show the
 * person who made the request; `core/http/errors.ts` maps each class to its HTTP status and headers.
 * The data and domain layers throw these and know nothing of HTTP. Anything else that is thrown is
 * a fault: a 5xx whose body never carries internals.
 */
import { MESSAGES } from '../contract/messages.js';

export interface ErrorDetail {
  /** Dotted field path, e.g. `contact.number`. */
  path: string;
  message: string;
}

/** Base of every typed error: `message` (and `details`) are safe to show. */
export abstract class AppError extends Error {
  /** Fields answered beside `message` (a 409's `conflicts`); safe to show, like the message. */
  answer?: Record<string, unknown>;
  constructor(
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input is wrong; `details` lists the fields (HTTP 400). */
export class ValidationError extends AppError {}

/** No token, or not a valid one for this area (HTTP 401). */
export class UnauthorizedError extends AppError {
  constructor(message: string = MESSAGES.unauthorized) {
    super(message);
  }
}

/** A valid token without the permission the action needs (HTTP 403). */
export class ForbiddenError extends AppError {
  constructor(message: string = MESSAGES.forbidden) {
    super(message);
  }
}

/** Unknown id (HTTP 404). */
export class NotFoundError extends AppError {
  constructor(message: string = MESSAGES.notFound) {
    super(message);
  }
}

/** A duplicate, or a transition the current state does not allow (HTTP 409). */
export class ConflictError extends AppError {}

/** The request body is larger than the route accepts (HTTP 413). */
export class PayloadTooLargeError extends AppError {}

/** Too many attempts; safe to retry after `retryAfterSeconds` (HTTP 429 with `Retry-After`). */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** A dependency failed; safe to retry after `retryAfterSeconds` (HTTP 503 with `Retry-After`). */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string = MESSAGES.serviceUnavailable,
    readonly retryAfterSeconds = 2,
  ) {
    super(message);
  }
}

/**
 * A setting the function needs is missing or malformed (`core/config.ts`): a deployment defect,
 * answered like any unavailable dependency (HTTP 503, docs/architecture.md#api-conventions) with a generic message; the
 * setting's name goes to the log only (`cause`).
 */
export class ConfigurationError extends ServiceUnavailableError {
  constructor(readonly problem: string) {
    super();
  }
}
