/**
 * Text made safe inside HTML, in element content and in quoted attributes alike: the server's document head,
 * its plain notice pages and the map attribution Leaflet writes as HTML. Everything else goes through React.
 */
export function escapeHtml(text: string): string {
  // Most text has nothing to escape, and every page's head escapes a few dozen strings.
  return UNSAFE.test(text) ? text.replace(UNSAFE_ALL, (char) => ENTITIES[char]!) : text;
}

const UNSAFE = /[&<>"']/;
const UNSAFE_ALL = /[&<>"']/g;
const ENTITIES: Record<string, string> = { "&": "&#38;", "<": "&#60;", ">": "&#62;", '"': "&#34;", "'": "&#39;" };
