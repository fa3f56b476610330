import { countries } from '@zaplecze/contract/accounts/accounts';
import {
  authMessages,
  registrationPasswordRules,
  resetPasswordRules,
  type PasswordRule,
} from '@zaplecze/contract/auth/auth';

const ruleLabels = (rules: readonly PasswordRule[]) =>
  Object.fromEntries(rules.map((rule) => [rule.id, rule.label]));

/** The Polish texts of the authentication screens that the contract owns. */
export const authContractPl = {
  auth: {
    register: { countries: Object.fromEntries(countries.map((country) => [country.code, country.label])) },
    passwordRules: {
      registration: ruleLabels(registrationPasswordRules),
      reset: ruleLabels(resetPasswordRules),
    },
    forgotPassword: { sent: authMessages.resetRequested },
    confirmResetPassword: {
      passwordsDiffer: authMessages.passwordsDiffer,
      passwordsMatch: authMessages.passwordsMatch,
      invalidToken: authMessages.resetInvalidToken,
      tokenNotFound: authMessages.resetTokenNotFound,
      resetSuccess: authMessages.resetSuccess,
    },
    activation: { success: authMessages.activationSuccess, invalidLink: authMessages.activationInvalidLink },
  },
};
