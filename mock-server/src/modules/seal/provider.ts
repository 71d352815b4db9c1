import { SANDBOX_FACE_PATH, type FaceProviderName, type FaceStatus } from '../../../../contract/seal';

/** What the face provider is told when a session opens: our token, who is to be recognised, until when (epoch ms). */
export interface FaceSessionRequest { token: string; applicantName: string; orgName: string; expireAt: number }

/**
 * The face-recognition third party (design.md: a provider interface with a sandbox implementation). `start` opens a
 * session at the provider and answers the absolute address the applicant's phone opens (the QR code's content);
 * the provider reports back through {@link FaceCallbacks}. (A provider whose addresses cannot be derived from the
 * token would need them stored: a column of face_session in a new migration.) A real provider would verify a live face against the
 * public-security photo of the applicant's ID; the sandbox recognises nobody and lets the tester choose the result.
 */
export interface FaceProvider {
  readonly name: Exclude<FaceProviderName, 'none'>;
  /** Opens the session at the provider (the sandbox needs nothing: its page reads our table). */
  start(req: FaceSessionRequest): Promise<void>;
  /**
   * The absolute address the phone opens for `token` (also asked again when the portal polls the session).
   * @param origin the exchange's public origin (PUBLIC_URL, else the request's), 'https://host[:port]'
   */
  sessionUrl(token: string, origin: string): string;
}

/** What the provider's page shows of a session: its status now, the applicant (the page masks the name), the organisation. */
export interface FaceSessionView { status: FaceStatus; applicantName: string; orgName: string }

/** The outcome of a reported result: settled now, or refused (unknown token, expired, already settled). */
export type FaceResultOutcome = 'passed' | 'failed' | 'unknown' | 'expired' | 'settled';

/** The seal service's side the provider calls: look a session up, the phone opened it, the recognition's result. */
export interface FaceCallbacks {
  lookup(token: string): Promise<FaceSessionView | null>;
  /** The phone opened the session (pending → scanned; a second open changes nothing). @returns its status after, null when unknown. */
  scanned(token: string): Promise<FaceStatus | null>;
  /** The recognition's result, applied exactly once per session. */
  result(token: string, passed: boolean): Promise<FaceResultOutcome>;
}

/** The sandbox provider: its page lives on this server at SANDBOX_FACE_PATH/<token> (sandbox-face/routes.ts). */
export const sandboxFaceProvider: FaceProvider = {
  name: 'sandbox',
  start: async () => undefined,
  sessionUrl: (token, origin) => `${origin}${SANDBOX_FACE_PATH}/${token}`,
};

/** The provider a FACE_PROVIDER setting names; null for none (binding a seal is then refused). */
export function faceProviderFor(name: FaceProviderName): FaceProvider | null {
  return name === 'sandbox' ? sandboxFaceProvider : null;
}
