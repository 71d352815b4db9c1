import { msg } from './i18n';
/** Asset id: 32-char lowercase hex (design.md ids). A plain pattern, usable without zod (search params of the portal). */
export const ASSETS_ID_PATTERN = /^[0-9a-f]{32}$/;
/** Message of an asset id that does not match {@link ASSETS_ID_PATTERN}. */
export const ASSETS_ID_MESSAGE = msg('资产编号必须是32位十六进制字符');
