import type { PdfDocumentModel } from '../../services/pdf/document-model';
import type { DealConfirmation } from '../../../../contract/settlement';
import { EXCHANGE_NAME } from './payee';

/**
 * The 成交确认书 as a printable document (PdfDocumentModel): the deal's facts as the head table, the obligations that
 * follow the hammer as sections, the two parties and the issuing exchange as the signature block.
 */
export function confirmationDocument(c: DealConfirmation, o: { balanceText: string; feeText: string; depositText: string }): PdfDocumentModel {
  const facts = [
    { label: '项目名称', value: c.assetsName }, ...(c.lotName ? [{ label: '标段', value: c.lotName }] : []),
    { label: '项目编号', value: c.projectCode }, { label: '资产类别', value: c.familyName },
    { label: '转让方', value: c.transferorName }, { label: '受让方', value: `${c.winnerName}（竞买号 ${c.bidderCode}）` },
    { label: '成交价', value: c.priceText }, { label: '成交时间', value: c.closedTime },
    { label: '保证金抵扣', value: o.depositText }, { label: '交易服务费', value: o.feeText }, { label: '应付余款', value: o.balanceText },
  ];
  return {
    title: '农村产权交易成交确认书', number: `确认书编号：${c.confirmationNo}`, facts,
    sections: [
      { title: '成交确认', html: `<p>上述项目经${EXCHANGE_NAME}公开挂牌、网络竞价，按交易规则确定受让方为${c.winnerName}，成交价${c.priceText}。</p>` },
      { title: '价款结算', html: '<p>受让方已缴纳的交易保证金转为价款。受让方应在本确认书出具之日起5个工作日内将应付余款转入交易所结算专户，并在平台上传付款凭证，经交易所确认后完成结算。</p>' },
      { title: '合同签订', html: '<p>交易双方应在本确认书出具之日起10个工作日内通过平台签订交易合同。任何一方无正当理由拒不签约的，按交易规则承担相应责任。</p>' },
    ],
    parties: [
      { roleLabel: '转让方', name: c.transferorName, signatures: [], sealOrgName: null },
      { roleLabel: '受让方', name: c.winnerName, signatures: [], sealOrgName: null },
      { roleLabel: '出具单位', name: EXCHANGE_NAME, signatures: [{ name: EXCHANGE_NAME, kindLabel: '出具', signedTime: c.issuedTime }], sealOrgName: EXCHANGE_NAME },
    ],
    footer: `${EXCHANGE_NAME} · 成交确认书 ${c.confirmationNo}`,
  };
}
