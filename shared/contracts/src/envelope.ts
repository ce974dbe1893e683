/** The reply envelope of every `/api` call (DESIGN.md section 3); the frontend reads `data.result`. */
export interface ApiErrorBody {
  code: number;
  message: string;
  details: string | null;
  /** Which input field the message is about, when there is one. */
  field?: string;
}

export interface ApiEnvelope<T> {
  result: T | null;
  success: boolean;
  error: ApiErrorBody | null;
  unAuthorizedRequest: boolean;
}

/** Header that names the tenant of every API call. */
export const TENANT_HEADER = 'X-Tenant';
