/** An error with an HTTP status and a stable code; its message is safe to show to users. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'bad_request') =>
  new AppError(400, code, message);
export const unauthorized = (message = 'Unauthorized', code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = 'Forbidden', code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found', code = 'not_found') =>
  new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooManyRequests = (message: string, code = 'rate_limited') =>
  new AppError(429, code, message);
export const serviceUnavailable = (message: string, code = 'unavailable') =>
  new AppError(503, code, message);
