import { sql, type Kysely } from 'kysely';

/**
 * 013 — from the hammer to the deal (§2 /projectSettlement /myContract /contract/seal/* /myFiles): the transferor of a
 * project may be a portal account (project.transferor_user_id); each deal gets one 成交确认书 (deal_confirmation,
 * unique per lot) and its settlement gains the service fee, the balance due, the payment proof and its check
 * (settlement_event keeps every step); one trade contract per deal (trade_contract, unique per lot and per
 * confirmation) with every version of its negotiable clauses kept (contract_version), its two parties' confirmations
 * and signatures (contract_party), the people who sign for them (contract_signatory) and its history
 * (contract_event); organisations' electronic seals (e_seal, one per account) bound by face-recognition sessions
 * (face_session); the user's own uploads filed into their cabinet folders (cabinet_upload).
 * Same portable conventions as 001/002: text ids, money in fen (bigint), times in epoch ms (bigint), flags 0/1, JSON as text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  /** The account that listed the project as its transferor (转让方), null when the transferor has no portal account. */
  await db.schema.alterTable('project').addColumn('transferor_user_id', 'varchar(32)').execute();

  /** 成交确认书: confirmation_no 'CJ' + 14 digits; names and price as at the close. */
  await db.schema.createTable('deal_confirmation')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('confirmation_no', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().unique().references('project.assets_id').onDelete('cascade'))
    .addColumn('settlement_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('winner_user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('winner_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bidder_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('transferor_user_id', 'varchar(32)')
    .addColumn('transferor_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('price_fen', 'bigint', (c) => c.notNull())
    .addColumn('closed_time', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deal_confirmation_winner').on('deal_confirmation').columns(['winner_user_id', 'create_time']).execute();
  await db.schema.createIndex('deal_confirmation_transferor').on('deal_confirmation').columns(['transferor_user_id', 'create_time']).execute();

  /**
   * The settlement (004) gains: fee_fen (service fee), balance_fen (price − deposit applied + fee), paid_fen (what the
   * confirmed proof covered), the latest proof, the rejection reason and the times. status: awaiting_payment →
   * proof_submitted → confirmed | proof_rejected (→ proof_submitted); rows of 004 ('pending') become awaiting_payment.
   */
  for (const [name, type] of [['fee_fen', 'bigint'], ['balance_fen', 'bigint'], ['paid_fen', 'bigint'], ['update_time', 'bigint']] as const) {
    await db.schema.alterTable('settlement').addColumn(name, type, (c) => c.notNull().defaultTo(0)).execute();
  }
  await db.schema.alterTable('settlement').addColumn('proof_file_id', 'varchar(32)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('settlement').addColumn('proof_remark', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('settlement').addColumn('proof_time', 'bigint').execute();
  await db.schema.alterTable('settlement').addColumn('reject_reason', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('settlement').addColumn('confirmed_time', 'bigint').execute();
  await sql`update settlement set status = 'awaiting_payment', update_time = create_time where status = 'pending'`.execute(db);
  await db.schema.createIndex('settlement_winner').on('settlement').columns(['winner_user_id', 'create_time']).execute();
  await db.schema.createIndex('settlement_status').on('settlement').columns(['status', 'update_time']).execute();
  /** Every step of a settlement; actor user:<id> | operator | system. */
  await db.schema.createTable('settlement_event')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('settlement_id', 'varchar(32)', (c) => c.notNull().references('settlement.id').onDelete('cascade'))
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor', 'varchar(48)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('settlement_event_settlement').on('settlement_event').columns(['settlement_id', 'create_time']).execute();

  /**
   * 交易合同: contract_no 'HT' + 14 digits; template the asset family's template code; state of contract/trade-contract
   * CONTRACT_STATES; version the latest version number; the signed document (file id, SHA-256 hex, bytes) once signed.
   */
  await db.schema.createTable('trade_contract')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('contract_no', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().unique().references('project.assets_id').onDelete('cascade'))
    .addColumn('confirmation_id', 'varchar(32)', (c) => c.notNull().unique().references('deal_confirmation.id').onDelete('cascade'))
    .addColumn('template', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('state', 'varchar(24)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('facts', 'text', (c) => c.notNull())
    .addColumn('document_file_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('document_sha256', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('document_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signed_time', 'bigint')
    .addColumn('void_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trade_contract_sha256').on('trade_contract').column('document_sha256').execute();
  /** Each kept version of the negotiable clauses: clauses JSON {key: sanitised html}; editor null for the system's draft. */
  await db.schema.createTable('contract_version')
    .addColumn('contract_id', 'varchar(32)', (c) => c.notNull().references('trade_contract.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('clauses', 'text', (c) => c.notNull())
    .addColumn('editor_user_id', 'varchar(32)')
    .addColumn('editor_role', 'varchar(16)')
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('contract_version_pk', ['contract_id', 'version'])
    .execute();
  /** The two parties: role transferor | transferee; kind person | org; user null when the party has no account. */
  await db.schema.createTable('contract_party')
    .addColumn('contract_id', 'varchar(32)', (c) => c.notNull().references('trade_contract.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('confirmed_version', 'integer')
    .addColumn('confirmed_time', 'bigint')
    .addColumn('signed_time', 'bigint')
    .addColumn('seal_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('contract_party_pk', ['contract_id', 'role'])
    .execute();
  await db.schema.createIndex('contract_party_user').on('contract_party').columns(['user_id', 'contract_id']).execute();
  /** Who signs for a party: kind self | legal_rep | agent; removed 1 when taken off before signing. */
  await db.schema.createTable('contract_signatory')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('contract_id', 'varchar(32)', (c) => c.notNull().references('trade_contract.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('authorisation_file_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('signed_time', 'bigint')
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contract_signatory_contract').on('contract_signatory').columns(['contract_id', 'role']).execute();
  await db.schema.createTable('contract_event')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('contract_id', 'varchar(32)', (c) => c.notNull().references('trade_contract.id').onDelete('cascade'))
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor', 'varchar(48)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contract_event_contract').on('contract_event').columns(['contract_id', 'create_time']).execute();

  /** 电子签章: one per organisation account; image_svg generated from org_name; status binding | active | face_failed. */
  await db.schema.createTable('e_seal')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().unique().references('user_account.id').onDelete('cascade'))
    .addColumn('org_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)', (c) => c.notNull())
    .addColumn('applicant_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('applicant_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('licence_file_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('image_svg', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('apply_time', 'bigint', (c) => c.notNull())
    .addColumn('bound_time', 'bigint')
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  /** A face-recognition session (its QR code): token 32 hex; status pending | scanned | passed | failed | expired. */
  await db.schema.createTable('face_session')
    .addColumn('token', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('seal_id', 'varchar(32)', (c) => c.notNull().references('e_seal.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('expire_time', 'bigint', (c) => c.notNull())
    .addColumn('result_time', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('face_session_seal').on('face_session').columns(['seal_id', 'create_time']).execute();

  /** The user's own uploads filed into a cabinet folder (contract/files CABINET_FOLDERS). */
  await db.schema.createTable('cabinet_upload')
    .addColumn('file_id', 'varchar(32)', (c) => c.primaryKey().references('file.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('folder', 'varchar(16)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cabinet_upload_user').on('cabinet_upload').columns(['user_id', 'folder', 'create_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['cabinet_upload', 'face_session', 'e_seal', 'contract_event', 'contract_signatory', 'contract_party', 'contract_version', 'trade_contract', 'settlement_event', 'deal_confirmation']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  for (const i of ['settlement_winner', 'settlement_status']) await sql`drop index if exists ${sql.id(i)}`.execute(db);
  await sql`update settlement set status = 'pending' where status = 'awaiting_payment'`.execute(db);
  for (const c of ['fee_fen', 'balance_fen', 'paid_fen', 'update_time', 'proof_file_id', 'proof_remark', 'proof_time', 'reject_reason', 'confirmed_time']) {
    await db.schema.alterTable('settlement').dropColumn(c).execute();
  }
  await db.schema.alterTable('project').dropColumn('transferor_user_id').execute();
}
