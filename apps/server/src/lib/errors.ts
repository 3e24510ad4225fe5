/**
 * Domain errors: services throw these, never HTTP objects.
 * The error-handler plugin maps each to an RFC 9457 problem answer.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** Russian text for people. */
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = new.target.name;
  }
}

export class Invalid extends DomainError {
  constructor(detail: string, code = 'VALIDATION_FAILED', extra: Record<string, unknown> = {}) {
    super(400, code, detail, extra);
  }
}

export class Unauthorized extends DomainError {
  constructor(detail = 'Нужно войти в систему', code = 'UNAUTHORIZED') {
    super(401, code, detail);
  }
}

export class Forbidden extends DomainError {
  constructor(detail = 'Недостаточно прав', code = 'FORBIDDEN') {
    super(403, code, detail);
  }
}

export class NotFound extends DomainError {
  constructor(detail = 'Не найдено', code = 'NOT_FOUND') {
    super(404, code, detail);
  }
}

export class Conflict extends DomainError {
  constructor(detail: string, code = 'CONFLICT', extra: Record<string, unknown> = {}) {
    super(409, code, detail, extra);
  }
}

export class TooManyRequests extends DomainError {
  constructor(
    detail = 'Слишком много попыток. Попробуйте позже',
    readonly retryAfterSeconds = 60,
  ) {
    super(429, 'RATE_LIMITED', detail);
  }
}

export class UnsupportedMediaType extends DomainError {
  constructor(detail: string, code = 'UNSUPPORTED_MEDIA_TYPE') {
    super(415, code, detail);
  }
}

export class PayloadTooLarge extends DomainError {
  constructor(detail: string, code = 'PAYLOAD_TOO_LARGE') {
    super(413, code, detail);
  }
}

export class Unavailable extends DomainError {
  constructor(detail = 'Сервис временно недоступен. Попробуйте позже', code = 'UNAVAILABLE') {
    super(503, code, detail);
  }
}
