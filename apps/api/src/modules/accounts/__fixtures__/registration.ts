import {
  registrationFormDefaults,
  registrationPayloadFromForm,
  type RegistrationForm,
} from '@zaplecze/contract/accounts/accounts';

export const validRegistrationForm: RegistrationForm = {
  ...registrationFormDefaults,
  username: 'nowa.firma',
  email: 'wlasciciel@nowafirma.pl',
  password: 'Bardzo-Tajne-Haslo1',
  companyName: 'Nowa Firma Sp. z o.o.',
  nip: '526-000-12-46',
  street: 'Długa',
  buildingNumber: '5',
  flatNumber: '',
  zipCode: '80-001',
  city: 'Gdańsk',
  phoneNumber: '501234567',
  termsAccepted: true,
};

export function registrationPayload(overrides: Partial<RegistrationForm> = {}) {
  return registrationPayloadFromForm({ ...validRegistrationForm, ...overrides });
}

/** The user id and token of the activation link in a mail text. */
export function activationLinkIn(text: string): { userId: string; token: string } {
  const match = text.match(/\/auth\/confirm-registration\/([\w-]+)\/([\w-]+)/);
  if (!match) throw new Error(`no activation link in: ${text}`);
  return { userId: match[1]!, token: match[2]! };
}
