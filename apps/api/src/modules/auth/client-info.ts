/** Where a request came from, as the session and audit records keep it. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}
