import type { Transaction } from 'kysely';
import { jointCommitsOf, type CommitCoordinator } from '../../db/commit-coordinator';
import { dialectOf, type Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { BidSql, type LotBatchWrite } from './bid-repository';
import { PgBidStore } from './pg-bid-repository';
import { staleOrSelf } from './stale-lot';

/** What the bid path reads and writes (one implementation per database engine). */
export interface BidStore {
  /** The stored outcome of an accepted command of the lot under (user, key), or undefined. */
  findAccepted(assetsId: string, userId: string, key: string): Promise<{ priceFen: number; outcome: string } | undefined>;
  /**
   * Writes one lot's batch, joined with the other lots' batches of the same turn into one transaction (group commit);
   * resolves once committed. @throws StaleLotError when another writer committed the lot first (nothing kept).
   */
  commit(write: LotBatchWrite): Promise<void>;
  /**
   * Writes a batch that closes the lot, and `effects` (the close's settlement, deposits, messages) in the same
   * transaction. @throws StaleLotError as {@link commit}.
   */
  commitWithClose<T>(write: LotBatchWrite, effects: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

/** The SQLite store: prepared statements on the one connection (bid-repository.ts) and the joint commit (commit-coordinator.ts). */
class SqliteBidStore implements BidStore {
  private readonly sql: BidSql;
  private readonly commits: CommitCoordinator;

  constructor(private readonly db: Db) {
    this.sql = new BidSql(db);
    this.commits = jointCommitsOf(db);
  }

  async findAccepted(assetsId: string, userId: string, key: string) {
    return this.sql.findAccepted(assetsId, userId, key);
  }

  async commit(write: LotBatchWrite): Promise<void> {
    try {
      await this.commits.commit(() => this.sql.writeBatch(write));
    } catch (err) {
      throw staleOrSelf(write.after.assetsId, err);
    }
  }

  async commitWithClose<T>(write: LotBatchWrite, effects: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    try {
      // A Kysely transaction holds the one connection, so the prepared statements run inside it too.
      return await this.db.transaction().execute(async (trx) => {
        this.sql.writeBatch(write);
        return effects(trx);
      });
    } catch (err) {
      throw staleOrSelf(write.after.assetsId, err);
    }
  }
}

/** The bid store of `db`'s engine. */
export function bidStoreOf(db: Db): BidStore {
  return dialectOf(db) === 'postgres' ? new PgBidStore(db) : new SqliteBidStore(db);
}
