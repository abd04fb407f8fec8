/** Spec §5/§9: shown with every comparison rate, verbatim. */
export const COMPARISON_RATE_WARNING =
  "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. " +
  "Different terms, fees or other loan amounts might result in a different comparison rate.";
