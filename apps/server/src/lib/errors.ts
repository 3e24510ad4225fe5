import { render, type Text } from '../texts';

/** A field a problem names, with its message in the answer's language (`/body/password`). */
export interface FieldText {
  path: string;
  message: Text;
}

/**
 * Domain errors: services throw these, never HTTP objects. The detail is a text of the server's
 * catalogue (texts/), rendered in the caller's language by the error-handler plugin, which maps
 * each error to an RFC 9457 problem answer; `errors` name fields the same way.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly text: Text,
    readonly extra: Record<string, unknown> & { errors?: readonly FieldText[] } = {},
  ) {
    super(render(text, 'ru'));
    this.name = new.target.name;
  }

  /** The detail in Russian, as logs and the command line show it. */
  get detail(): string {
    return this.message;
  }
}

export class Invalid extends DomainError {
  constructor(text: Text, code = 'VALIDATION_FAILED', extra: DomainError['extra'] = {}) {
    super(400, code, text, extra);
  }
}

export class Unauthorized extends DomainError {
  constructor(text: Text = (t) => t.signInNeeded, code = 'UNAUTHORIZED') {
    super(401, code, text);
  }
}

export class Forbidden extends DomainError {
  constructor(text: Text = (t) => t.notAllowed, code = 'FORBIDDEN') {
    super(403, code, text);
  }
}

export class NotFound extends DomainError {
  constructor(text: Text = (t) => t.notFound, code = 'NOT_FOUND') {
    super(404, code, text);
  }
}

export class Conflict extends DomainError {
  constructor(text: Text, code = 'CONFLICT', extra: DomainError['extra'] = {}) {
    super(409, code, text, extra);
  }
}

export class TooManyRequests extends DomainError {
  constructor(
    text: Text = (t) => t.tooManyAttempts,
    readonly retryAfterSeconds = 60,
  ) {
    super(429, 'RATE_LIMITED', text);
  }
}

export class UnsupportedMediaType extends DomainError {
  constructor(text: Text, code = 'UNSUPPORTED_MEDIA_TYPE') {
    super(415, code, text);
  }
}

export class PayloadTooLarge extends DomainError {
  constructor(text: Text, code = 'PAYLOAD_TOO_LARGE') {
    super(413, code, text);
  }
}

export class Unavailable extends DomainError {
  constructor(text: Text = (t) => t.unavailableLater, code = 'UNAVAILABLE') {
    super(503, code, text);
  }
}
