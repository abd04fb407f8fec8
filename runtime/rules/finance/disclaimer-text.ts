/** Spec §9: the finance disclaimer and the calculator description truncate at 197 characters. */
export const FINANCE_DISCLAIMER_LIMIT = 197;
