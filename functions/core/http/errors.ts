/**
 * How the typed errors of `core/errors.ts` answer over HTTP (docs/architecture.md#layout, #api-conventions): each class's
 * status, and `Retry-After` where a retry is expected. The one place that knows HTTP statuses of
 * errors; the body is `{ success: false, message, details? }` (`core/http/api.ts`).
 */
import {
  type AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../errors.js';

const STATUS: [new (...args: never[]) => AppError, number][] = [
  [ValidationError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [PayloadTooLargeError, 413],
  [TooManyRequestsError, 429],
  [ServiceUnavailableError, 503],
];

/** The HTTP status and extra headers of a typed error (500 for an `AppError` subclass not listed). */
export function httpAnswerOf(err: AppError): { statusCode: number; headers?: Record<string, string> } {
  const statusCode = STATUS.find(([type]) => err instanceof type)?.[1] ?? 500;
  const retryAfter =
    err instanceof TooManyRequestsError || err instanceof ServiceUnavailableError
      ? err.retryAfterSeconds
      : undefined;
  return retryAfter === undefined
    ? { statusCode }
    : { statusCode, headers: { 'Retry-After': String(retryAfter) } };
}
