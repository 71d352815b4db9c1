/**
 * A formal document to print as PDF (the trade contract, the 成交确认书): what the renderer needs, nothing about where
 * it came from. Text is Chinese; `html` of a section is the sanitised rich text of contract clauses (p, strong, em,
 * u, ol, ul, li, br); times are Beijing strings as they should be printed.
 */
export interface PdfDocumentModel {
  /** Centred heading, e.g. 农村土地经营权流转合同. */
  title: string;
  /** Document number printed under the title, e.g. 合同编号：HT20261126000001. */
  number: string;
  /** Label–value rows printed as a table at the head (parties, subject, location, area, price, term…). */
  facts: Array<{ label: string; value: string }>;
  /** Numbered sections: 第一条 标的, … (the renderer numbers them in order). */
  sections: Array<{ title: string; html: string }>;
  /** The signature block: one per party, with its signatories' signing times and the seal of an organisation. */
  parties: Array<{
    roleLabel: string;
    name: string;
    signatures: Array<{ name: string; kindLabel: string; signedTime: string }>;
    /** The organisation's registered name carved in its e-seal (drawn by seal-art.ts), null for a person. */
    sealOrgName: string | null;
  }>;
  /** Small print at the foot of every page, e.g. 本合同经交易平台电子签署 · 页码. */
  footer: string;
}
