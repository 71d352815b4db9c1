import type { Generated } from 'kysely';

/**
 * Kysely table types (camelCase; CamelCasePlugin maps to the snake_case columns of migrations/).
 * Money columns end in `Fen` (integer, 1 元 = 100 fen); times are epoch ms numbers.
 */
export interface RegionTable { code: string; name: string; pbh: string; level: number }
export interface DictItemTable { id: string; code: string; dictKey: string; dictValue: string; parentKey: Generated<string>; icon: Generated<string>; sort: Generated<number> }
export interface AssetTypeTable { id: string; typeName: string; code: string; parentId: string; icon: Generated<string>; sort: Generated<number> }
export interface IndustryTable { id: string; code: string; name: string }
export interface HotInvestmentTable { id: string; assetTypeId: string; sort: number }
export interface WebsiteConfigTable { configKey: string; configValue: string }
export interface NavigationTable { id: string; navigationName: string; navigationUrl: string; inStation: number; openPage: number; menuFlag: string; sort: number }
export interface AdTable { id: string; code: string; title: string; imgSrc: string; url: string; isWebsite: number; sort: number }
export interface PartnerTable { id: string; name: string; url: string; imgSrc: string; positionType: number; sort: number }
export interface NewsPlateTable { id: string; name: string; plateCode: string; sourceType: number; moreButtonUrl: Generated<string>; hasFrontPage: Generated<number>; sort: Generated<number> }
export interface PageModuleItemTable { id: string; moduleCode: string; plateId: string; sort: number }
export interface NewsTable {
  id: string; plateId: string; title: string; summarys: string; content: string; imgSrc: Generated<string>;
  isOuterLink: Generated<number>; outerLinkUrl: Generated<string>; isFrontPage: Generated<number>; publishDate: number; createTime: number;
  /** Text of the sanitised `content` without markup, what the keyword search indexes (migration 011). */
  plainText: Generated<string>;
}
/** Kinds of item that carry attachments. */
export type AttachmentOwner = 'news' | 'notice';
/** Attachment of a news article or a notice (migration 010; project files are projectAttachment): size in bytes, url under /files/. */
export interface ContentAttachmentTable { id: string; ownerType: AttachmentOwner; ownerId: string; name: string; url: string; size: number; sort: number }
export interface NoticeTable {
  id: string; noticeTitle: string; noticeType: number; content: string; assetsId: Generated<string>; isFrontPage: Generated<number>;
  publishDate: number; createTime: number;
}
export interface PeriodicalTable { id: string; title: string; issueNo: string; coverImg: string; fileUrl: string; content: string; publishDate: number }
export interface RecruitTable { id: string; jobName: string; department: string; headcount: number; workPlace: string; content: string; publishDate: number }
export interface EvolutionTable { id: string; year: string; title: string; content: string }
export interface ProjectTable {
  assetsId: string; projectCode: string; assetsName: string; projectType: number; projectNature: number; parentAssetsId: Generated<string>;
  priceType: number; startPriceFen: number | null; priceUnit: string; investAmountFen: number; depositFen: number; incrementFen: number;
  assetTypeId: string; familyId: string; transferType: string; demandPurpose: Generated<string>;
  provinceCode: string; cityCode: string; countyCode: string; townName: Generated<string>; villageName: Generated<string>;
  area: number | null; areaUnit: Generated<string>; termYears: number | null; transferor: string; description: string; imgSrc: Generated<string>;
  status: number; hotScore: Generated<number>; publishDate: number; announcementStartTime: number; announcementEndTime: number;
  bidStartTime: number | null; bidEndTime: number | null; biddingPriceFen: number | null; biddingCount: Generated<number>;
  anchorStartOffsetS: number | null; anchorDurationS: number | null; createTime: number;
  /** The transferor's portal account (migration 013), null when it has none. */
  transferorUserId: Generated<string | null>;
}
export interface DemandTable {
  id: string; title: string; demandPurpose: string; assetTypeId: string; provinceCode: string; cityCode: string; countyCode: string;
  areaMin: number | null; areaMax: number | null; termYears: number | null; budgetFen: number; contactName: string; contactPhone: string;
  description: string; status: number; publishDate: number; createTime: number;
}

/**
 * Accounts (migration 002). Flags are 0/1 integers; hashes are hex SHA-256 / HMAC-SHA-256 or Argon2id PHC strings.
 * The user table is `user_account` because `user` is reserved in PostgreSQL and standard SQL.
 */
export interface UserAccountTable {
  id: string; loginName: string; loginNameKey: string; phone: string; passwordHash: string; name: Generated<string>;
  authStatus: Generated<number>; userType: number; headImg: Generated<string>; isDisabled: Generated<number>;
  passwordChangedTime: number; createTime: number; updateTime: number;
}
export interface RefreshTokenTable {
  id: string; tokenHash: string; familyId: string; parentId: string | null; userId: string; clientId: string;
  used: Generated<number>; revoked: Generated<number>; expireTime: number; usedTime: number | null; createTime: number;
}
export interface CaptchaTable { captchaKey: string; answerHash: string; expireTime: number; createTime: number }
export interface SmsCodeTable {
  id: string; phone: string; purpose: number; codeHash: string; attempts: Generated<number>; delivered: number;
  expireTime: number; consumedTime: number | null; createTime: number;
}
export interface SmsOutboxTable { id: string; phone: string; purpose: number; content: string; code: string; createTime: number }
export interface AuthAttemptTable { id: string; accountKey: string; ip: string; grantType: string; success: number; createTime: number }

/** The portal's public tables (migrations 001 and 009); the seed fills exactly these. */
export interface FoundationTables {
  region: RegionTable; dictItem: DictItemTable; assetType: AssetTypeTable; industry: IndustryTable; hotInvestment: HotInvestmentTable;
  websiteConfig: WebsiteConfigTable; navigation: NavigationTable; ad: AdTable; partner: PartnerTable; newsPlate: NewsPlateTable;
  pageModuleItem: PageModuleItemTable; news: NewsTable; contentAttachment: ContentAttachmentTable; notice: NoticeTable; periodical: PeriodicalTable; recruit: RecruitTable;
  evolution: EvolutionTable; project: ProjectTable; demand: DemandTable;
}

/** Account and session tables (migration 002). */
export interface AccountTables {
  userAccount: UserAccountTable; refreshToken: RefreshTokenTable; captcha: CaptchaTable; smsCode: SmsCodeTable;
  smsOutbox: SmsOutboxTable; authAttempt: AuthAttemptTable;
}

/** A page view reported by the portal (migration 003). */
export interface PageViewTable { id: string; path: string; title: string; referrer: string; createTime: number }

/** Statistics tables (migration 003). */
export interface StatisticsTables { pageView: PageViewTable }

/**
 * Auction tables (migration 004). bid_lot.rules / anchor and lot_event.payload are JSON text; phase, seq and the
 * price/leader/deadline columns project the engine state after `seq` (written in the same transaction as the events).
 */
export interface BidLotTable {
  assetsId: string; mode: string; rules: string; anchor: string | null; phase: string; seq: Generated<number>;
  currentPriceFen: number | null; leaderCode: string | null; biddingCount: Generated<number>; deadline: number | null;
  paused: Generated<number>; frozenRemainingMs: number | null; endTime: number | null; resultOutcome: string | null; resultWinnerCode: string | null; resultPriceFen: number | null;
  openedTime: number | null; closedTime: number | null; createTime: number; updateTime: number;
}
export interface LotEventTable { assetsId: string; seq: number; type: string; payload: string; at: number }
export interface EnrolmentTable {
  id: string; assetsId: string; userId: string; bidderCode: string; depositFen: number; depositStatus: string;
  priorityRank: number | null; status: string; createTime: number; updateTime: number;
}
export interface BidIdempotencyTable { assetsId: string; userId: string; idempotencyKey: string; priceFen: number; outcome: string; createTime: number }
/**
 * The inbox (站内消息, migrations 004 and 012): category system | trade | deposit | verification | appeal; type the
 * event (e.g. deal, outbid, refunded); link a portal href or ''; dedupeKey keeps at most one unread message per key.
 */
export interface UserMessageTable {
  id: string; userId: string; title: string; content: string; type: string; assetsId: Generated<string>; isRead: Generated<number>; createTime: number;
  category: Generated<string>; link: Generated<string>; dedupeKey: Generated<string | null>; readTime: Generated<number | null>; deleted: Generated<number>;
}
/** 结算 (migrations 004 and 013): status awaiting_payment → proof_submitted → confirmed | proof_rejected. */
export interface SettlementTable {
  id: string; assetsId: string; winnerUserId: string; bidderCode: string; priceFen: number; depositAppliedFen: number; status: string; createTime: number;
  feeFen: Generated<number>; balanceFen: Generated<number>; paidFen: Generated<number>; updateTime: Generated<number>;
  proofFileId: Generated<string>; proofRemark: Generated<string>; proofTime: Generated<number | null>; rejectReason: Generated<string>;
  confirmedTime: Generated<number | null>;
}
export interface AuctionTables {
  bidLot: BidLotTable; lotEvent: LotEventTable; enrolment: EnrolmentTable; bidIdempotency: BidIdempotencyTable;
  userMessage: UserMessageTable; settlement: SettlementTable;
}

/** Uploads (migration 005); `path` is relative to DATA_DIR. */
export interface FileTable {
  id: string; ownerUserId: string; purpose: string; path: string; contentType: string; size: number; originalName: string; createTime: number;
}
/** Real-name submissions (migration 005): status 1 pending / 2 rejected / 3 approved; the other kind's columns are ''. */
export interface RealnameVerificationTable {
  id: string; userId: string; kind: string; status: number;
  name: Generated<string>; idType: Generated<number>; idNumber: Generated<string>; phone: Generated<string>;
  frontFileId: Generated<string>; backFileId: Generated<string>;
  orgName: Generated<string>; creditCode: Generated<string>; orgType: Generated<string>; legalName: Generated<string>;
  legalIdType: Generated<number>; legalIdNumber: Generated<string>; licenceFileId: Generated<string>;
  contactName: Generated<string>; contactPhone: Generated<string>;
  reason: Generated<string>; reviewer: Generated<string>; submittedTime: number; reviewedTime: number | null;
}
export interface AccountSecurityTable { userId: string; passwordStrength: number; updateTime: number }
export interface RealnameTables { file: FileTable; realnameVerification: RealnameVerificationTable; accountSecurity: AccountSecurityTable }

/** Detail content, favourites and directional unlocks (migration 006); JSON columns are text. */
export interface ProjectProfileTable { assetsId: string; acceptKinds: string; directionalCodeHash: string; materials: string; gallery: string }
export interface ProjectSectionTable { assetsId: string; section: string; content: string; items: string; updateTime: number }
export interface ProjectAttachmentTable { id: string; assetsId: string; name: string; size: number; url: string; contentType: string; sort: number }
export interface AttachmentDownloadTable { id: string; attachmentId: string; assetsId: string; userId: string; ip: string; createTime: number }
export interface AssetFeatureTable { id: string; assetsId: string; name: string; sort: number }
export interface DirectionalAccessTable { assetsId: string; userId: string; createTime: number }
export interface CollectAssetTable { userId: string; assetsId: string; createTime: number }
export interface RoadshowTable { id: string; assetsId: string; title: string; host: string; startTime: number; endTime: number; liveUrl: string; coverImg: string }
export interface RoadshowFollowTable { roadshowId: string; userId: string; createTime: number }
/** Enrolment applications and deposits (migration 006): state pending_payment | paid; order status of contract/payment. */
export interface EnrolmentApplicationTable {
  id: string; assetsId: string; userId: string; kind: string; subAssets: string; materials: string; depositFen: number; state: string;
  bidderCode: string | null; idempotencyKey: string; paidTime: number | null; createTime: number; updateTime: number;
  /** Why the exchange refused it (state 'refused', migration 012); '' otherwise. */
  refuseReason: Generated<string>;
}
/** History of an application (migration 012). */
export interface EnrolmentEventTable { id: string; enrolmentId: string; type: string; actor: string; detail: string; createTime: number }
/** One refund per deposit order (migration 012): status pending → requested → refunded | failed. */
export interface DepositRefundTable {
  refundNo: string; orderNo: string; userId: string; assetsId: string; amountFen: number; cause: string; status: string;
  attempts: Generated<number>; lastError: Generated<string>; bankReference: Generated<string>; createTime: number; updateTime: number;
  refundedTime: number | null;
}
/** The sandbox bank's ledger of accepted refunds (migration 012). */
export interface SandboxBankRefundTable { refundNo: string; orderNo: string; amountFen: number; bankReference: string; createTime: number }
/** 申诉 (migration 012): subjectType realname | enrolment | deposit | lot; attachments JSON file ids. */
export interface AppealTable {
  id: string; userId: string; subjectType: string; subjectId: string; subjectTitle: string; content: string; attachments: string;
  status: string; answer: Generated<string>; answerTime: number | null; closeTime: number | null; createTime: number; updateTime: number;
}
export interface UserCentreTables {
  enrolmentEvent: EnrolmentEventTable; depositRefund: DepositRefundTable; sandboxBankRefund: SandboxBankRefundTable; appeal: AppealTable;
}
export interface PaymentOrderTable {
  orderNo: string; enrolmentId: string; userId: string; assetsId: string; amountFen: number; status: string; channel: Generated<string>;
  proofFileId: Generated<string>; rejectReason: Generated<string>; paidTime: number | null; createTime: number; updateTime: number;
}
export interface PaymentTable { id: string; orderNo: string; channel: string; amountFen: number; reference: string; createTime: number }
export interface PaymentEventTable { id: string; orderNo: string; type: string; actor: string; detail: string; createTime: number }
export interface TradingTables {
  projectProfile: ProjectProfileTable; projectSection: ProjectSectionTable; projectAttachment: ProjectAttachmentTable;
  attachmentDownload: AttachmentDownloadTable; assetFeature: AssetFeatureTable; directionalAccess: DirectionalAccessTable;
  collectAsset: CollectAssetTable; roadshow: RoadshowTable; roadshowFollow: RoadshowFollowTable;
  enrolmentApplication: EnrolmentApplicationTable; paymentOrder: PaymentOrderTable; payment: PaymentTable; paymentEvent: PaymentEventTable;
}

/** The listing version (migration 007): moved by triggers on every write a public listing could show. */
export interface ListingVersionTable { id: number; version: number }
/** The number of top-level projects (migration 014), kept by triggers: the unfiltered listing's total. */
export interface ListingCountTable { id: number; topLevel: number }
export interface ListingTables { listingVersion: ListingVersionTable; listingCount: ListingCountTable }

/** The deal after the hammer (migration 013): confirmations, settlement steps, contracts, seals, the file cabinet. */
export interface DealConfirmationTable {
  id: string; confirmationNo: string; assetsId: string; settlementId: string; winnerUserId: string; winnerName: string; bidderCode: string;
  transferorUserId: string | null; transferorName: string; priceFen: number; closedTime: number; createTime: number;
}
export interface SettlementEventTable { id: string; settlementId: string; type: string; actor: string; detail: string; createTime: number }
export interface TradeContractTable {
  id: string; contractNo: string; assetsId: string; confirmationId: string; template: string; title: string; state: string; version: number;
  /** JSON { deal: DealFacts as issued, head: [{label, value}] the fixed facts printed at the head } (trade-contract StoredFacts). */
  facts: string;
  documentFileId: Generated<string>; documentSha256: Generated<string>; documentSize: Generated<number>; signedTime: number | null;
  voidReason: Generated<string>; createTime: number; updateTime: number;
}
export interface ContractVersionTable {
  contractId: string; version: number; clauses: string; editorUserId: string | null; editorRole: string | null; note: Generated<string>; createTime: number;
}
export interface ContractPartyTable {
  contractId: string; role: string; userId: string | null; kind: string; name: string; confirmedVersion: number | null;
  confirmedTime: number | null; signedTime: number | null; sealId: Generated<string>;
}
export interface ContractSignatoryTable {
  id: string; contractId: string; role: string; kind: string; name: string; phone: string; authorisationFileId: Generated<string>;
  signedTime: number | null; removed: Generated<number>; createTime: number;
}
export interface ContractEventTable { id: string; contractId: string; type: string; actor: string; detail: string; createTime: number }
export interface ESealTable {
  id: string; userId: string; orgName: string; creditCode: string; applicantName: string; applicantPhone: string; licenceFileId: string;
  imageSvg: string; status: string; applyTime: number; boundTime: number | null; updateTime: number;
}
export interface FaceSessionTable { token: string; sealId: string; userId: string; status: string; expireTime: number; resultTime: number | null; createTime: number }
export interface CabinetUploadTable { fileId: string; userId: string; folder: string; createTime: number }
export interface DealTables {
  dealConfirmation: DealConfirmationTable; settlementEvent: SettlementEventTable; tradeContract: TradeContractTable;
  contractVersion: ContractVersionTable; contractParty: ContractPartyTable; contractSignatory: ContractSignatoryTable;
  contractEvent: ContractEventTable; eSeal: ESealTable; faceSession: FaceSessionTable; cabinetUpload: CabinetUploadTable;
}

/** Per-day counters of the exchange's numbers (migration 015): scope 'OP' | 'CJ' | 'HT' | 'BZJ' | 'TK', day yyyyMMdd (Beijing). */
export interface CodeSequenceTable { scope: string; day: string; last: number }
export interface GrowthTables { codeSequence: CodeSequenceTable }

export interface Database extends GrowthTables, DealTables, ListingTables, FoundationTables, AccountTables, StatisticsTables, AuctionTables, RealnameTables, TradingTables, UserCentreTables {}
