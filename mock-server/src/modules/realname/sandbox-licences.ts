import { creditCodeCheckChar } from '../../../../contract/rules/credit-code';

/** A business licence as the sandbox registry holds it. status: 存续 (active), 注销 (deregistered), 吊销 (revoked). */
export interface SandboxLicence { creditCode: string; orgName: string; status: '存续' | '注销' | '吊销' }

/** Completes a 17-character body with its GB 32100 check character, so the table cannot hold a mistyped code. */
const code = (first17: string) => first17 + creditCodeCheckChar(first17);

/**
 * Licences the sandbox registry knows (fictional codes built on real division codes): the demo organisation
 * account of the seed, a village collective, a cooperative, and two that must be refused. Codes not listed here
 * pass the sandbox check when they satisfy GB 32100.
 */
export const SANDBOX_LICENCES: readonly SandboxLicence[] = [
  { creditCode: code('91500112MA5U7Q3K2'), orgName: '重庆渝丰农业发展有限公司', status: '存续' },
  { creditCode: code('N2350111MF0000010'), orgName: '福州市晋安区宦溪镇峨嵋村股份经济合作社', status: '存续' },
  { creditCode: code('93350182MA2Y8K7P1'), orgName: '长乐区绿源果蔬专业合作社', status: '存续' },
  { creditCode: code('91350102MA3100001'), orgName: '福州某某已注销贸易有限公司', status: '注销' },
  { creditCode: code('91350104MA3200002'), orgName: '福州某某已吊销农业科技有限公司', status: '吊销' },
];
