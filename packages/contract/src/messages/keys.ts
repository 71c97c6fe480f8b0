import type en from './en.ts';

/** Every entry of the contract's refusals: the keys of the English catalogue. */
export type ContractMessageKey = keyof typeof en;
/** A translation of the contract's refusals: every key of the English one, no other. */
export type ContractCatalogue = Record<ContractMessageKey, string>;
