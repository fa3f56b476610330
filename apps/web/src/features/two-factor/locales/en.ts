import type { TwoFactorTranslations } from './pl';

export const twoFactorEn: TwoFactorTranslations = {
  twoFactor: {
    title: 'Two-factor authentication (2FA)',
    description: 'Besides your password, signing in asks for a code from an authenticator app on your phone.',
    on: 'On',
    off: 'Off',
    since: 'since {{date}}',
    offText: 'Turn 2FA on so that nobody can sign in to your account with the password alone.',
    enable: 'Turn on 2FA',
    step1: 'Install an authenticator app (e.g. Google Authenticator, Microsoft Authenticator, Aegis).',
    step2: 'Scan the QR code or type the key by hand.',
    step3: 'Enter the 6-digit code from the app and confirm.',
    qrAlt: 'QR code to scan in the authenticator app',
    manualKey: 'Key to type by hand',
    manualHint: 'Key type: time-based (TOTP), 6 digits, every 30 seconds.',
    copyKey: 'Copy key',
    copied: 'Copied',
    codeLabel: 'Code from the app',
    confirm: 'Confirm and turn on',
    codesTitle: 'Save your recovery codes',
    codesText:
      'Each code works once when you cannot reach your phone. Save them now somewhere safe — you will not see them again.',
    copyCodes: 'Copy codes',
    downloadCodes: 'Download file',
    codesSaved: 'I have saved the codes',
    codesLeft: 'Recovery codes left: {{count}}.',
    disableLabel: 'Code from the app or a recovery code',
    disable: 'Turn off 2FA',
    failed: 'The operation failed. Try again.',
    loadFailed: 'The 2FA settings could not be loaded.',
  },
};
