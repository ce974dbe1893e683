import { api, appPath } from '@store/platform';

export interface Registration {
  name: string;
  email: string;
  password: string;
  phoneNumber: string | null;
  company: string | null;
}

/** What the login page needs to send the buyer to a provider. */
export interface ExternalProvider {
  name: string;
  clientId: string;
  authorizationUrl: string;
  scope: string;
}

const flagged = <T extends object>(body: T) => ({ ...body, isEcommerceClient: true });

/** The account calls that do not touch the session (spec section 7); the shell does the rest. */
export const accountApi = {
  register: (registration: Registration) =>
    api.post<unknown>(appPath('Account/RegisterUser'), flagged(registration)),
  resendActivation: (email: string) =>
    api.post<unknown>(appPath('Account/SendEmailActivationEcommerceLink'), flagged({ email })),
  activate: (userId: number, confirmationToken: string) =>
    api.post<{ canLogin: boolean }>(
      appPath('Account/ValidateCodeAuth'),
      flagged({ userId, confirmationToken }),
    ),
  requestPasswordReset: (email: string) =>
    api.post<unknown>(appPath('Account/SendPasswordResetCodePartner'), flagged({ email })),
  resetPassword: (reset: { email: string; resetCode: string; password: string }) =>
    api.post<{ canLogin: boolean }>(appPath('Account/ResetPassword'), flagged(reset)),
  externalProviders: () =>
    api.get<ExternalProvider[]>(appPath('TokenAuth/GetExternalAuthenticationProviders')),
};
