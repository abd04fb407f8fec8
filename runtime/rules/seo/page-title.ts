/**
 * Every page title names the dealer, so a search result or a browser tab says whose page it is: a title that
 * does not already name the dealer gets ' | {dealer}' after it.
 */
export function titleNamingDealer(title: string, dealer: string): string {
  if (!title) return dealer;
  return title.toLowerCase().includes(dealer.toLowerCase()) ? title : `${title} | ${dealer}`;
}
