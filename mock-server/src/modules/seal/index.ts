/**
 * The seal module: organisations' electronic seals (电子签章, §2 /contract/seal/apply, /contract/seal/qrcode) bound to
 * the applicant by face recognition — owns the tables e_seal and face_session. Offers {@link installSeal} (its
 * endpoints and, with FACE_PROVIDER=sandbox, the sandbox face page), {@link findActiveSeal} (the trade-contract module
 * requires an active seal before an organisation signs) and {@link sealImageOf} (the seal's SVG, to embed it).
 * Uses realname (the approved record, the licence upload), user (the account kind) and messages (the inbox).
 */
import type { Queryable } from '../../db/queryable';
import { findSeal, findSealOfUser } from './repository';

export { installSeal, type SealInstallOptions } from './install';
export { faceProviderFor, type FaceCallbacks, type FaceProvider } from './provider';

/** The user's seal when it is active (bound by a passed face check), else null. */
export async function findActiveSeal(db: Queryable, userId: string): Promise<{ sealId: string; orgName: string } | null> {
  const seal = await findSealOfUser(db, userId);
  return seal?.status === 'active' ? { sealId: seal.id, orgName: seal.orgName } : null;
}

/** The SVG document of seal `sealId` (services/seal-art.ts sealSvg of its organisation's name), or null when unknown. */
export async function sealImageOf(db: Queryable, sealId: string): Promise<string | null> {
  return (await findSeal(db, sealId))?.imageSvg ?? null;
}
