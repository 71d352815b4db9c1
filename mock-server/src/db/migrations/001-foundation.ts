import type { Kysely } from 'kysely';

/**
 * 001 — the public portal's foundation: lookups, content, supply and demand projects, hall lots.
 * Portable across SQLite and PostgreSQL: money in fen (integer, 1 元 = 100 fen), times in epoch ms (bigint),
 * booleans as 0/1 integers, ids as text. Column names are snake_case (Kysely CamelCasePlugin maps them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('region')
    .addColumn('code', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('pbh', 'varchar(12)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('region_pbh').on('region').column('pbh').execute();

  await db.schema.createTable('dict_item')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('dict_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('dict_value', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_key', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('dict_item_code').on('dict_item').columns(['code', 'sort']).execute();

  await db.schema.createTable('asset_type')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('type_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('icon', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.createTable('industry')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .execute();

  await db.schema.createTable('hot_investment')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('asset_type_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('website_config')
    .addColumn('config_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('config_value', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('navigation')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('navigation_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('navigation_url', 'varchar(255)', (c) => c.notNull())
    .addColumn('in_station', 'integer', (c) => c.notNull())
    .addColumn('open_page', 'integer', (c) => c.notNull())
    .addColumn('menu_flag', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('ad')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('img_src', 'varchar(255)', (c) => c.notNull())
    .addColumn('url', 'varchar(255)', (c) => c.notNull())
    .addColumn('is_website', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('partner')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('url', 'varchar(255)', (c) => c.notNull())
    .addColumn('img_src', 'varchar(255)', (c) => c.notNull())
    .addColumn('position_type', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  /** Plates (news types / tabs). source_type 1 news, 2 notices (plate_code = noticeType), 3 listed assets. */
  await db.schema.createTable('news_plate')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('plate_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_type', 'integer', (c) => c.notNull())
    .addColumn('more_button_url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('has_front_page', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  /** Page modules (HOME_NOTICE): which plates are tabs of which module, in order. */
  await db.schema.createTable('page_module_item')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('module_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('plate_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('news')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('plate_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summarys', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('img_src', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_outer_link', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outer_link_url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_front_page', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_date', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_plate_date').on('news').columns(['plate_id', 'publish_date']).execute();

  /** Notices: notice_type 1 交易公告, 2 成交公告, 3 平台公告, 4 流拍公告; assets_id links to a project when set. */
  await db.schema.createTable('notice')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('notice_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('notice_type', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('assets_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_front_page', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_date', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notice_type_date').on('notice').columns(['notice_type', 'publish_date']).execute();

  await db.schema.createTable('periodical')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('issue_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('cover_img', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_url', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createTable('recruit')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('job_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('department', 'varchar(64)', (c) => c.notNull())
    .addColumn('headcount', 'integer', (c) => c.notNull())
    .addColumn('work_place', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createTable('evolution')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('year', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();

  /**
   * Supply projects. status 0 pre-disclosure, 1 registering, 2 registration closed, 3 bidding, 4 ended, 7 deal done.
   * price_type 2: start_price_fen is per price_unit; otherwise a total shown in 万元.
   * invest_amount_fen: the estimated total value used by the investment-band filter.
   * Bidding lots (project_nature 49) have bid_start_time/bid_end_time; demo lots re-anchor them at server start
   * from anchor_start_offset_s / anchor_duration_s (seconds relative to start-up).
   */
  await db.schema.createTable('project')
    .addColumn('assets_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('project_code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('assets_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('project_type', 'integer', (c) => c.notNull())
    .addColumn('project_nature', 'integer', (c) => c.notNull())
    .addColumn('parent_assets_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('price_type', 'integer', (c) => c.notNull())
    .addColumn('start_price_fen', 'bigint')
    .addColumn('price_unit', 'varchar(32)', (c) => c.notNull())
    .addColumn('invest_amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('deposit_fen', 'bigint', (c) => c.notNull())
    .addColumn('increment_fen', 'bigint', (c) => c.notNull())
    .addColumn('asset_type_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('family_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('transfer_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('demand_purpose', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('province_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('county_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('town_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('village_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'double precision')
    .addColumn('area_unit', 'varchar(8)', (c) => c.notNull().defaultTo('亩'))
    .addColumn('term_years', 'integer')
    .addColumn('transferor', 'varchar(128)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('img_src', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('hot_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_date', 'bigint', (c) => c.notNull())
    .addColumn('announcement_start_time', 'bigint', (c) => c.notNull())
    .addColumn('announcement_end_time', 'bigint', (c) => c.notNull())
    .addColumn('bid_start_time', 'bigint')
    .addColumn('bid_end_time', 'bigint')
    .addColumn('bidding_price_fen', 'bigint')
    .addColumn('bidding_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('anchor_start_offset_s', 'integer')
    .addColumn('anchor_duration_s', 'integer')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('project_publish').on('project').columns(['publish_date']).execute();
  await db.schema.createIndex('project_status').on('project').columns(['status', 'publish_date']).execute();
  await db.schema.createIndex('project_nature_bid').on('project').columns(['project_nature', 'bid_start_time', 'bid_end_time']).execute();
  await db.schema.createIndex('project_family').on('project').columns(['family_id', 'asset_type_id']).execute();

  /** Demand projects (§2 /demand); demand_purpose keys the seven land purposes. */
  await db.schema.createTable('demand')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('demand_purpose', 'varchar(8)', (c) => c.notNull())
    .addColumn('asset_type_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('county_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('area_min', 'double precision')
    .addColumn('area_max', 'double precision')
    .addColumn('term_years', 'integer')
    .addColumn('budget_fen', 'bigint', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('publish_date', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('demand_purpose_date').on('demand').columns(['demand_purpose', 'publish_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['demand', 'project', 'evolution', 'recruit', 'periodical', 'notice', 'news', 'page_module_item', 'news_plate',
    'partner', 'ad', 'navigation', 'website_config', 'hot_investment', 'industry', 'asset_type', 'dict_item', 'region']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
