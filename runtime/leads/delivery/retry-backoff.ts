export interface BackoffRule {
  base_delay_seconds: number;
  max_delay_seconds: number;
}

/** Exponential backoff: the base delay after the first failure, doubled after each further one, capped. */
export function retryDelayMs(failures: number, rule: BackoffRule): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(rule.max_delay_seconds, rule.base_delay_seconds * 2 ** Math.min(exponent, 40)) * 1000;
}
