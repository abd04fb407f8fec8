/** The id of a results page's section: what the browser waits for the shopper to reach before loading its search. */
export const searchRegionId = (idPrefix: string) => `${idPrefix}-search`;
