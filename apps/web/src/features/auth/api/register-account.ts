import { useMutation } from '@tanstack/react-query';
import {
  registrationPayloadFromForm,
  type RegistrationForm,
  type RegistrationResponse,
} from '@zaplecze/contract/accounts/accounts';
import { api } from '../../../lib/api-client';

/** POST /api/Accounts with the registration payload of spec 000 §3. */
export function registerAccount(form: RegistrationForm): Promise<RegistrationResponse> {
  return api.post<RegistrationResponse>('/api/Accounts', registrationPayloadFromForm(form));
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
