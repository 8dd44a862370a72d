/** Binder suspicion: at least 75 % of the votes say "contains binder" (chip 'Bindemittelverdacht >= 75%'). */
export const BINDER_SUSPICION = 0.75;
