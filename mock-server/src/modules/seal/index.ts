/**
 * The seal module: organisations' electronic seals (电子签章, §2 /contract/seal/apply, /contract/seal/qrcode) bound to
 * the applicant by face recognition — owns the tables e_seal and face_session. Offers {@link installSeal} (its
 * endpoints and, with FACE_PROVIDER=sandbox, the sandbox face page), {@link findSealState} (the trade-contract module
 * requires an active seal before an organisation signs) and {@link sealImageOf} (the seal's SVG, to embed it).
 * Uses realname (the approved record, the licence upload), user (the account kind) and messages (the inbox).
 */
import type { SealStatus } from '../../../../contract/seal-paths';
import type { Queryable } from '../../db/queryable';
import { findSeal, findSealOfUser } from './repository';

export { installSeal, type SealInstallOptions } from './install';
export { faceProviderFor, type FaceCallbacks, type FaceProvider } from './provider';

/**
 * The user's seal in whatever state it is (active only once bound by a passed face check), or null when the account
 * never applied: the trade contract lets an organisation sign only with an active one, and shows the others' state.
 */
export async function findSealState(db: Queryable, userId: string): Promise<{ sealId: string; orgName: string; status: SealStatus } | null> {
  const seal = await findSealOfUser(db, userId);
  return seal ? { sealId: seal.id, orgName: seal.orgName, status: seal.status as SealStatus } : null;
}

/** The SVG document of seal `sealId` (services/seal-art.ts sealSvg of its organisation's name), or null when unknown. */
export async function sealImageOf(db: Queryable, sealId: string): Promise<string | null> {
  return (await findSeal(db, sealId))?.imageSvg ?? null;
}
