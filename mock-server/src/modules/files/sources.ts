import { dealDocumentsOf } from '../deal/index';
import { depositProofFiles } from '../payment/index';
import { enrolmentMaterialFiles } from '../enrolment/index';
import { realnameDocuments } from '../realname/index';
import { contractDocumentsOf } from '../trade-contract/index';
import type { CabinetSource } from './source';

/** 实名认证材料: the ID scans and business licence of the user's real-name submissions (no project). */
export const realnameSource: CabinetSource = {
  folder: 'realname', sourceLabel: '实名认证',
  list: async (db, userId) => (await realnameDocuments(db, userId)).map((d) => ({ fileId: d.fileId, name: d.label, group: '', groupName: '', time: d.time })),
};

/** 报名材料: the materials of the user's enrolment applications, one group per project. */
export const enrolmentSource: CabinetSource = {
  folder: 'enrolment', sourceLabel: '报名',
  list: async (db, userId) => (await enrolmentMaterialFiles(db, userId)).map((m) => ({
    fileId: m.fileId, name: m.name, group: m.assetsId, groupName: m.assetsName, time: m.time,
  })),
};

/** 缴款凭证: the transfer proofs of the user's deposit orders, one group per project (time: the proof's upload). */
export const depositProofSource: CabinetSource = {
  folder: 'payment', sourceLabel: '保证金',
  list: async (db, userId) => (await depositProofFiles(db, userId)).map((p) => ({
    fileId: p.fileId, name: '保证金转账凭证', group: p.assetsId, groupName: p.assetsName,
  })),
};

/**
 * 合同与成交确认书 — the signed contracts of either party: served by the contract module's parties-only PDF route (its
 * own url), so both parties read the same document and nobody else does.
 */
export const contractSource: CabinetSource = {
  folder: 'contract', sourceLabel: '合同',
  list: async (db, userId) => (await contractDocumentsOf(db, userId)).map((d) => ({
    url: d.url, name: d.name, group: d.assetsId, groupName: d.assetsName, contentType: 'application/pdf', size: d.size, time: d.time,
  })),
};

/** 合同与成交确认书 — the 成交确认书 of every deal where the user is a party (the deal module's parties-only PDF route). */
export const confirmationSource: CabinetSource = {
  folder: 'contract', sourceLabel: '成交确认书',
  list: async (db, userId) => (await dealDocumentsOf(db, userId)).filter((d) => d.kind === 'confirmation').map((d) => ({
    url: d.url, name: d.name, group: d.assetsId, groupName: d.assetsName, contentType: 'application/pdf', size: 0, time: d.time,
  })),
};

/** 缴款凭证 — the winner's proof of the balance transfer (结算), one group per project. */
export const settlementProofSource: CabinetSource = {
  folder: 'payment', sourceLabel: '结算',
  list: async (db, userId) => (await dealDocumentsOf(db, userId)).filter((d) => d.kind === 'balance_proof').map((d) => ({
    fileId: d.fileId, name: d.name, group: d.assetsId, groupName: d.assetsName, time: d.time,
  })),
};

/** The sources of the cabinet: one per kind of document another module keeps for the user. */
export const CABINET_SOURCES: readonly CabinetSource[] = [
  realnameSource, enrolmentSource, depositProofSource, settlementProofSource, contractSource, confirmationSource,
];
