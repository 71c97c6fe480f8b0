/** Who is asking, for rate limits, session rows and audit entries: the client address (after TRUST_PROXY hops) and agent. */
export interface ClientMeta {
  ip: string;
  userAgent?: string | null;
}
