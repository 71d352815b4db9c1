import {
  DataTypeNode, OperationNodeTransformer, PostgresAdapter,
  type Kysely, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow,
} from 'kysely';

/**
 * True when a migration runs on PostgreSQL (the Migrator hands migrations a transaction, not the handle opened in
 * connection.ts, so the dialect is read from the adapter). The few migrations whose SQL differs — triggers, SQLite's
 * FTS5 index and rowid — branch on it; everything written with Kysely's schema builder is the same on both.
 */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * On PostgreSQL every `integer` column of a migration is created as `bigint`: SQLite's INTEGER holds 64 bits, and the
 * queries written against it multiply and add such columns with epoch-ms parameters (seconds × 1000 + now), which a
 * 32-bit column would overflow or refuse. Applied to the Migrator's handle (db/migrate.ts) only.
 */
export class IntegerAsBigint implements KyselyPlugin {
  private readonly transformer = new (class extends OperationNodeTransformer {
    protected override transformDataType(node: DataTypeNode): DataTypeNode {
      return node.dataType === 'integer' ? DataTypeNode.create('bigint') : node;
    }
  })();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node.kind === 'CreateTableNode' || node.kind === 'AlterTableNode' ? this.transformer.transformNode(node) : node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
