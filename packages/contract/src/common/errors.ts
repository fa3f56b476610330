/** Every error the API answers with has one of these codes; the HTTP status follows from the code. */
export const errorCodes = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  REQUEST_TIMEOUT: 408,
  IDEMPOTENCY_CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LOCKED: 423,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export function statusForCode(code: string): number {
  return (errorCodes as Record<string, number>)[code] ?? 500;
}

/** Polish texts for errors that are not tied to one domain. */
export const genericMessages = {
  validation: 'Popraw błędy w formularzu.',
  notFound: 'Nie znaleziono zasobu.',
  routeNotFound: 'Nie znaleziono takiego adresu API.',
  internal: 'Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie za chwilę.',
  invalidJson: 'Nieprawidłowy format danych (oczekiwano poprawnego JSON).',
  payloadTooLarge: 'Przesłane dane są zbyt duże.',
  unsupportedMediaType: 'Nieobsługiwany typ przesyłanych danych.',
  invalidMultipart: 'Nieprawidłowy formularz z plikiem (multipart/form-data). Wyślij plik ponownie.',
  rateLimited: 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
  unauthenticated: 'Sesja wygasła lub nie jesteś zalogowany.',
  forbidden: 'Nie masz uprawnień do wykonania tej operacji.',
  versionConflict: 'Ktoś inny zmienił te dane w międzyczasie. Odśwież, aby zobaczyć aktualną wersję.',
  unavailable: 'Usługa jest chwilowo niedostępna.',
  malformedRequest: 'Nieprawidłowe żądanie HTTP.',
  headersTooLarge: 'Nagłówki żądania są zbyt duże.',
  requestTimeout: 'Żądanie nie dotarło w całości na czas.',
} as const;
