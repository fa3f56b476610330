import { z } from 'zod';
import { attemptsLeftText, loginResponse } from '../auth/auth';

export const recoveryCodeCount = 10;
export const twoFactorIssuer = 'Zaplecze';
export const loginChallengeSeconds = 5 * 60;

export const twoFactorMessages = {
  codeRequired: 'Kod jest wymagany',
  codeFormat: 'Wpisz 6-cyfrowy kod z aplikacji lub kod odzyskiwania',
  invalidCode: 'Nieprawidłowy kod uwierzytelniania dwuskładnikowego.',
  alreadyEnabled: 'Uwierzytelnianie dwuskładnikowe jest już włączone.',
  notEnabled: 'Uwierzytelnianie dwuskładnikowe nie jest włączone.',
  setupMissing: 'Najpierw rozpocznij konfigurację aplikacji uwierzytelniającej.',
  challengeInvalid: 'Sesja logowania wygasła. Zaloguj się ponownie.',
  enabled:
    'Uwierzytelnianie dwuskładnikowe zostało włączone. Zapisz kody odzyskiwania w bezpiecznym miejscu.',
  disabled: 'Uwierzytelnianie dwuskładnikowe zostało wyłączone.',
  reset: 'Uwierzytelnianie dwuskładnikowe użytkownika zostało zresetowane.',
} as const;

/** A 6-digit TOTP code or a recovery code (XXXXX-XXXXX); spaces are ignored. */
export const twoFactorCodeField = z
  .string({ error: twoFactorMessages.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, twoFactorMessages.codeRequired)
      .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, twoFactorMessages.codeFormat),
  );

export const twoFactorStatusResponse = z
  .object({
    enabled: z.boolean(),
    enabledAt: z.iso.datetime().nullable(),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponse>;

export const twoFactorSetupResponse = z
  .object({
    /** Base32 key for manual entry. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** PNG data URL of the otpauth URL. */
    qrCodeDataUrl: z.string(),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

export const twoFactorCodeBody = z.object({ code: twoFactorCodeField }).meta({ id: 'TwoFactorCodeBody' });
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBody>;

export const recoveryCodesResponse = z
  .object({ recoveryCodes: z.array(z.string()), message: z.string() })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesResponse>;

export const twoFactorChallengeResponse = z
  .object({
    twoFactorRequired: z.literal(true),
    challengeToken: z.string(),
    expiresIn: z.number().int(),
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeResponse>;

/** What POST /api/auth/login answers: a session, or the second step when 2FA is on. */
export const loginOutcome = z.union([loginResponse, twoFactorChallengeResponse]).meta({ id: 'LoginOutcome' });
export type LoginOutcome = z.infer<typeof loginOutcome>;

export function isTwoFactorChallenge(outcome: LoginOutcome): outcome is TwoFactorChallenge {
  return 'twoFactorRequired' in outcome && outcome.twoFactorRequired === true;
}

export const loginTwoFactorBody = z
  .object({ challengeToken: z.string().min(1).max(200), code: twoFactorCodeField })
  .meta({ id: 'LoginTwoFactorBody' });
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorBody>;

export function invalidCodeMessage(remaining: number): string {
  return `${twoFactorMessages.invalidCode} ${attemptsLeftText(remaining)}`;
}
