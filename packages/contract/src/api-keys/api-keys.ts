import { z } from 'zod';
import { allPermissions, type Permission } from '../roles/permissions';
import { permissionField, withImpliedRead } from '../roles/roles';

/** A key is `zk_live_` and 32 base62 characters (≈ 190 random bits); the list shows its prefix. */
export const apiKeyPrefix = 'zk_live_';
/** After a rotation the previous secret keeps working this long (docs/decisions/api-keys.md). */
export const rotationOverlapHours = 24;
export const apiKeyLimits = { nameMax: 60, requestsPerMinuteMax: 100_000 } as const;

export const apiKeyMessages = {
  nameRequired: 'Podaj nazwę klucza',
  nameTooLong: `Nazwa może mieć najwyżej ${apiKeyLimits.nameMax} znaków`,
  nameTaken: 'Klucz o tej nazwie już istnieje',
  scopesRequired: 'Wybierz co najmniej jedno uprawnienie',
  expiryInPast: 'Data wygaśnięcia musi być w przyszłości',
  expiryInvalid: 'Podaj poprawną datę wygaśnięcia',
  quotaInvalid: `Limit to liczba całkowita od 1 do ${apiKeyLimits.requestsPerMinuteMax}`,
  notFound: 'Nie znaleziono klucza API.',
  revoked: 'Klucz API został unieważniony.',
  keyInvalid: 'Nieprawidłowy, wygasły lub unieważniony klucz API.',
  sessionOnly: 'Tej operacji nie można wykonać kluczem API — wymaga zalogowanego użytkownika.',
  created: 'Klucz API został utworzony',
  rotated: 'Wydano nowy sekret klucza',
  revokedToast: 'Klucz API został unieważniony',
} as const;

/** The name audit entries show for changes made with a key. */
export const integrationLabel = (name: string) => `Integracja: ${name}`;

export const createApiKeyBody = z
  .object({
    name: z
      .string({ error: apiKeyMessages.nameRequired })
      .trim()
      .min(1, apiKeyMessages.nameRequired)
      .max(apiKeyLimits.nameMax, apiKeyMessages.nameTooLong),
    scopes: z
      .array(permissionField, { error: apiKeyMessages.scopesRequired })
      .min(1, apiKeyMessages.scopesRequired)
      .max(allPermissions.length * 2)
      .transform((list) => withImpliedRead(list as Permission[])),
    expiresAt: z.iso.datetime({ offset: true, error: apiKeyMessages.expiryInvalid }).nullable().default(null),
    requestsPerMinute: z
      .number({ error: apiKeyMessages.quotaInvalid })
      .int(apiKeyMessages.quotaInvalid)
      .min(1, apiKeyMessages.quotaInvalid)
      .max(apiKeyLimits.requestsPerMinuteMax, apiKeyMessages.quotaInvalid)
      .nullable()
      .default(null),
  })
  .meta({ id: 'CreateApiKeyBody' });
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

export const apiKeyStates = ['active', 'expired', 'revoked'] as const;
export type ApiKeyState = (typeof apiKeyStates)[number];

export const apiKeyResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    scopes: z.array(z.string()),
    /** The visible start of the secret, e.g. `zk_live_ab12`; never the secret. */
    prefix: z.string(),
    state: z.enum(apiKeyStates),
    expiresAt: z.string().nullable(),
    requestsPerMinute: z.number().int().nullable(),
    lastUsedAt: z.string().nullable(),
    lastUsedIp: z.string().nullable(),
    /** Set while the secret replaced by a rotation still works. */
    previousValidUntil: z.string().nullable(),
    revokedAt: z.string().nullable(),
    created: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeyResponse>;

export const apiKeyListResponse = z
  .object({ data: z.array(apiKeyResponse), activeCount: z.number().int() })
  .meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof apiKeyListResponse>;

/** Creation and rotation answer with the secret: the only time it leaves the server. */
export const apiKeySecretResponse = z
  .object({ key: apiKeyResponse, secret: z.string() })
  .meta({ id: 'ApiKeySecret' });
export type ApiKeySecret = z.infer<typeof apiKeySecretResponse>;

export const apiKeyVersionBody = z
  .object({ version: z.number({ error: 'Brak wersji rekordu' }).int().min(1) })
  .meta({ id: 'ApiKeyVersionBody' });
export type ApiKeyVersionBody = z.input<typeof apiKeyVersionBody>;
