import type { SealStatus } from '../../../../contract/seal-paths';
import type { Db } from '../../db/connection';
import type { Queryable } from '../../db/queryable';
import type { AuthServices } from '../auth/index';
import type { MessageService } from '../messages/index';
import type { FileStore } from '../realname/index';
import type { DocumentMaker } from './document';

/**
 * The e-seal of an organisation account in its current state, or null when it never applied (the seal module's
 * `findSealState` has this shape; it is given at install so this module does not depend on it). Only an 'active'
 * seal may sign.
 */
export type SealLookup = (db: Db, userId: string) => Promise<{ sealId: string; orgName: string; status: SealStatus } | null>;

/** What the contract's services need: storage, clock, inbox, SMS codes, files, the seal lookup and the document maker. */
export interface ContractDeps {
  db: Db;
  now: () => number;
  messages: MessageService;
  /** The SMS code service (ctx.auth.sms); offline operator commands send none. */
  sms: Pick<AuthServices['sms'], 'send' | 'verify'>;
  files: FileStore;
  sealLookup: SealLookup;
  documents: DocumentMaker;
  log: (err: unknown, msg: string) => void;
}

export type { Queryable };
