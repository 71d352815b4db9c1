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
}
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
}
export interface DemandTable {
  id: string; title: string; demandPurpose: string; assetTypeId: string; provinceCode: string; cityCode: string; countyCode: string;
  areaMin: number | null; areaMax: number | null; termYears: number | null; budgetFen: number; contactName: string; contactPhone: string;
  description: string; status: number; publishDate: number; createTime: number;
}

export interface Database {
  region: RegionTable; dictItem: DictItemTable; assetType: AssetTypeTable; industry: IndustryTable; hotInvestment: HotInvestmentTable;
  websiteConfig: WebsiteConfigTable; navigation: NavigationTable; ad: AdTable; partner: PartnerTable; newsPlate: NewsPlateTable;
  pageModuleItem: PageModuleItemTable; news: NewsTable; notice: NoticeTable; periodical: PeriodicalTable; recruit: RecruitTable;
  evolution: EvolutionTable; project: ProjectTable; demand: DemandTable;
}
