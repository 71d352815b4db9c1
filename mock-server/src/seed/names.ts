import type { Faker } from '@faker-js/faker';
import type { Rng } from './random';

/**
 * Place and party vocabularies. Village names follow the common patterns of south-west China and
 * Fujian: two characters from landform, auspicious and plant words, plus 村.
 */
const VILLAGE_WHOLE = [
  '石门', '双河', '龙泉', '红星', '新华', '白果', '柏林', '桂花', '青龙', '金鸡', '马鞍', '三合', '五星', '永兴', '太平',
  '长安', '凤凰', '黄桷', '杨柳', '梨花', '高桥', '团结', '先锋', '光明', '龙潭', '观音', '天池', '松林', '竹林', '白鹤',
  '水口', '铁炉', '石板', '花园', '金星', '玉堂', '福田', '安乐', '兴隆', '双龙', '清泉', '龙井', '荷花', '茶园', '大坪',
  '楠木', '万寿', '群乐', '和平', '幸福', '合兴', '民主', '狮子', '宝山', '白马', '青杠', '蟠龙', '麻柳', '桃源', '洋中',
  '下洋', '坑头', '后垄', '溪口', '岭头', '上坪', '湖洋', '际头', '吉安', '银杏', '胜利', '中坝', '河坝', '新民', '复兴',
];
const VILLAGE_FIRST = ['石', '龙', '新', '红', '双', '大', '白', '青', '金', '马', '永', '太', '长', '凤', '黄', '高', '柏', '桂', '松', '竹', '清', '兴', '福', '安', '茶', '玉', '天', '水', '鹤', '梅', '杉', '枫', '桃'];
const VILLAGE_SECOND = ['泉', '河', '桥', '林', '坝', '湾', '坪', '沟', '岗', '塘', '岩', '垭', '溪', '山', '田', '园', '堰', '峰', '丰', '岭', '口', '庙'];

/** A plausible village name ending in 村. */
export function villageName(rng: Rng): string {
  return rng.chance(0.55) ? `${rng.pick(VILLAGE_WHOLE)}村` : `${rng.pick(VILLAGE_FIRST)}${rng.pick(VILLAGE_SECOND)}村`;
}

/** Local field names (小地名) used in parcel descriptions. */
export const LAND_PLACE_NAMES = [
  '大田坝', '河坝地', '后山坡', '老屋基', '堰塘湾', '新田沟', '石梯子', '黄泥坎', '长田坎', '学堂湾', '桥头坝', '松林坡',
  '窝凼田', '庙子湾', '枫香坪', '马家沟', '干田坝', '龙洞湾', '水井湾', '茶园坡',
];

/** Road and landmark phrases for location sentences. */
export const ROADS = ['县道', '乡道', '省道', '国道', '高速公路出口', '镇场镇', '县城', '农产品集散中心', '物流园区'];

/** Farm machinery brands sold in China, with the machine kinds they make. */
export const MACHINE_BRANDS: Record<string, string[]> = {
  拖拉机: ['东方红', '雷沃', '约翰迪尔', '久保田', '常发', '东风'],
  收割机: ['约翰迪尔', '久保田', '雷沃谷神', '沃得', '洋马', '中联重科'],
  植保无人机: ['大疆', '极飞', '天途'],
  烘干设备: ['辰宇', '三久', '金锡', '中联重科'],
};

const COOP_WORDS = ['丰收', '金穗', '惠农', '兴农', '绿源', '盛丰', '益农', '众鑫', '禾丰', '春晖', '沃野', '田园'];
const COMPANY_WORDS = ['天府', '巴蜀', '川西', '蜀禾', '绿野', '丰源', '锦绣', '嘉禾', '山水', '瑞丰', '田园', '鑫农'];
const COMPANY_KINDS = ['农业开发有限公司', '农业科技有限公司', '生态农业有限公司', '现代农业发展有限公司', '农产品有限公司'];

/** 'XX村股份经济合作联合社' — the collective economic organisation of a village. */
export function villageCollective(village: string, rng: Rng): string {
  return `${village}${rng.chance(0.7) ? '股份经济合作联合社' : '股份经济合作社'}`;
}

/** A farmers' professional cooperative named after its town. */
export function cooperative(town: string, rng: Rng, kind = rng.pick(['农机', '种植', '粮油', '果蔬'])): string {
  return `${town.replace(/[镇乡]$/, '')}${rng.pick(COOP_WORDS)}${kind}专业合作社`;
}

/** An agricultural company registered in a county. */
export function company(countyName: string, rng: Rng): string {
  // Autonomous counties are called by their first two characters (彭水苗族土家族自治县 → 彭水).
  const place = countyName.includes('自治县') ? countyName.slice(0, 2) : countyName.replace(/(县|市|区)$/, '');
  return `${place.length >= 2 ? place : countyName}${rng.pick(COMPANY_WORDS)}${rng.pick(COMPANY_KINDS)}`;
}

/** A person's full name from the seeded Chinese faker. */
export function personName(faker: Faker): string {
  return faker.person.fullName().replace(/\s+/g, '');
}

/** An 11-digit mainland mobile number (stored in full; the portal masks it for display). */
export function mobile(rng: Rng): string {
  const prefix = rng.pick(['133', '135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '177', '180', '181', '182', '186', '187', '188', '189', '199']);
  return prefix + String(rng.int(0, 99_999_999)).padStart(8, '0');
}

/** Chinese numerals for sub-lot names: （标段一）… */
export const CN_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
