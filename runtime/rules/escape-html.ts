/**
 * Text made safe inside HTML, in element content and in quoted attributes alike: the server's document head,
 * its plain notice pages and the map attribution Leaflet writes as HTML. Everything else goes through React.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
