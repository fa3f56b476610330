import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, Resolver, UseFormReturn, UseFormSetError } from 'react-hook-form';
import {
  registrationForm,
  registrationFormDefaults,
  type RegistrationForm,
} from '@zaplecze/contract/accounts/accounts';

/** What the inputs hold before validation: selects hold strings, the terms box may be unticked. */
export type RegistrationValues = { [K in Exclude<keyof RegistrationForm, 'termsAccepted'>]: string } & {
  termsAccepted: boolean;
};
export type RegistrationFormApi = UseFormReturn<RegistrationValues, unknown, RegistrationForm>;

export const registrationDefaults: RegistrationValues = { ...registrationFormDefaults };

/** The contract schema is the only source of the rules; the cast only widens the input types. */
export const registrationResolver = zodResolver(registrationForm) as unknown as Resolver<
  RegistrationValues,
  unknown,
  RegistrationForm
>;

const renamed: Record<string, FieldPath<RegistrationValues>> = { name: 'username', vatId: 'nip' };

/** Maps a server field path of the registration payload ('identity.email', 'invoiceData.vatId', 'name') to a form field. */
export function formFieldFor(serverField: string): FieldPath<RegistrationValues> | null {
  const last = serverField.replace(/^(identity|invoiceData)\./, '');
  const field = renamed[last] ?? last;
  return field in registrationDefaults ? (field as FieldPath<RegistrationValues>) : null;
}

/** Puts the server's field messages (409 duplicate username/e-mail, 400 validation) on the fields; false when none matched. */
export function applyServerFieldErrors(
  fields: Record<string, string>,
  setError: UseFormSetError<RegistrationValues>,
): boolean {
  let first = true;
  let matched = false;
  for (const [serverField, message] of Object.entries(fields)) {
    const field = formFieldFor(serverField);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
    matched = true;
  }
  return matched;
}
