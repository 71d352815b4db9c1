import type { Transaction } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

/** A database handle or an open transaction: what a repository function reads and writes through. */
export type Queryable = Db | Transaction<Database>;
