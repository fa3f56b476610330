/** Polish texts of the `Idempotency-Key` header's refusals (draft-ietf-httpapi-idempotency-key-header). */
export const idempotencyMessages = {
  invalidKey: 'Nagłówek Idempotency-Key musi mieć od 1 do 255 znaków ASCII bez spacji.',
  keyReused: 'Ten klucz Idempotency-Key użyto już z innym żądaniem. Użyj nowego klucza.',
  inFlight: 'Żądanie z tym kluczem Idempotency-Key jest jeszcze przetwarzane. Spróbuj ponownie za chwilę.',
} as const;
