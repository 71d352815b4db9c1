/**
 * The deal module: what follows the hammer — the 成交确认书 (deal_confirmation) issued once per lot that closed with a
 * winner, and its settlement (settlement, settlement_event): service fee, balance due, the winner's payment proof and
 * the operator's check; a confirmed settlement sets the project to state 7 (已成交).
 */
export type { DealFacts, DealListener } from './deal-facts';
