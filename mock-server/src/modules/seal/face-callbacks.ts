import type { FaceStatus, SealStatus } from '../../../../contract/seal';
import type { StoredMessage } from '../messages/index';
import type { FaceCallbacks, FaceResultOutcome } from './provider';
import { findSealOfUser, findSession, markScanned, settleSession } from './repository';
import type { SealDeps } from './service';
import { statusAt } from './view';

/** The portal page of the seal, linked from the message of a bound seal. */
const SEAL_PAGE = '/contract/seal/apply';

/**
 * The seal service's side of the face provider (provider.ts): every status change of a session is pushed to its
 * user as `notice:face` (contract/realtime.ts); a passed check also leaves a message in the inbox, stored in the
 * transaction that activates the seal.
 */
export function createFaceCallbacks(deps: Pick<SealDeps, 'db' | 'now' | 'push' | 'messages'>): FaceCallbacks {
  const { db, now } = deps;
  const notify = (userId: string, token: string, status: FaceStatus, sealStatus: SealStatus) => {
    deps.push.sendToUser(userId, { type: 'notice:face', token, status, sealStatus, serverNow: now() });
  };

  return {
    async lookup(token) {
      const row = await findSession(db, token);
      const seal = row && await findSealOfUser(db, row.userId);
      return row && seal ? { status: statusAt(row, now()), applicantName: seal.applicantName, orgName: seal.orgName } : null;
    },

    async scanned(token) {
      if (await markScanned(db, token, now())) {
        const row = (await findSession(db, token))!;
        const seal = await findSealOfUser(db, row.userId);
        notify(row.userId, token, 'scanned', (seal?.status ?? 'binding') as SealStatus);
      }
      const row = await findSession(db, token);
      return row && statusAt(row, now());
    },

    async result(token, passed): Promise<FaceResultOutcome> {
      const at = now();
      let stored: StoredMessage | null = null;
      const seal = await settleSession(db, token, passed, at, async (trx, s) => {
        if (!passed) return;
        stored = await deps.messages.store(trx, {
          userId: s.userId, type: 'system', title: '电子印章已启用', link: SEAL_PAGE,
          content: `${s.orgName}的电子印章已通过人脸核验完成绑定，可用于在线签署交易合同。`,
        });
      });
      if (!seal) {
        const row = await findSession(db, token);
        if (!row) return 'unknown';
        return statusAt(row, at) === 'expired' ? 'expired' : 'settled';
      }
      if (stored) await deps.messages.announce(stored);
      notify(seal.userId, token, passed ? 'passed' : 'failed', seal.status as SealStatus);
      return passed ? 'passed' : 'failed';
    },
  };
}
