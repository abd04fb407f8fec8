import { randomBytes } from "node:crypto";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Site } from "../types/index.ts";
import { canHandleReservations, rolesManagedBy } from "../rules/console/staff-role.ts";
import type { Staff } from "./staff-store.ts";

// Plain, high-contrast styles inline: the console ships no script file and no stylesheet file of its own.
const STYLES = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
a{color:#0645ad}
:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:4px}
header{display:flex;flex-wrap:wrap;gap:16px;align-items:center;justify-content:space-between;padding:8px 16px;background:#f2f2f2;border-bottom:1px solid #999}
header p{margin:0}
main{padding:16px;max-width:1200px}
form.inline{display:inline}
form.inline button{margin:0 4px 4px 0}
ol.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:16px;padding-left:24px}
ol.photos img{display:block;height:auto;margin-bottom:4px}
fieldset{border:1px solid #999;margin:0 0 16px;padding:8px 12px;display:flex;flex-wrap:wrap;gap:12px;align-items:end}
label{display:flex;flex-direction:column;font-size:14px}
input,select,textarea,button{font:inherit}
button{padding:4px 12px;border:1px solid #1a1a1a;background:#1a1a1a;color:#fff;border-radius:4px;cursor:pointer}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ccc;vertical-align:top}
caption{text-align:left;font-weight:bold;padding:4px 0}
.overdue{color:#a00000;font-weight:bold}
.problem{color:#a00000}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}
dl>div{display:contents}
dt{font-weight:bold}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
`;

interface ShellProps {
  site: Site;
  title: string;
  staff: Staff | null;
  /** A page's own script (the live inbox, passkeys), run under a nonce of this answer; pages without one run no script. */
  script?: string;
  children: ReactNode;
}

/** The console's page: the dealer's name, who is signed in and a sign-out button, then the page's main part. */
function ConsoleShell({ site, title, staff, script, nonce, children }: ShellProps & { nonce: string }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${site.name} console`}</title>
        <style>{STYLES}</style>
      </head>
      <body>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header>
          <p>
            <strong>{site.name}</strong> dealer console
          </p>
          {staff && (
            <nav aria-label="Console">
              <a href="/console/leads">Leads</a> <a href="/console/stock">Stock</a>{" "}
              {canHandleReservations(staff.role) && <a href="/console/reservations">Reservations</a>}{" "}
              {rolesManagedBy(staff.role).length > 0 && <a href="/console/staff">Staff</a>} <a href="/console/passkeys">Passkeys</a>{" "}
              <span>
                {staff.email} ({staff.role})
              </span>{" "}
              <form className="inline" method="post" action="/console/sign-out">
                <button type="submit">Sign out</button>
              </form>
            </nav>
          )}
        </header>
        <main id="main">{children}</main>
        {script && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />}
      </body>
    </html>
  );
}

/** A console page as an HTML answer, never cached. */
export function consoleHtml(status: number, shell: Omit<ShellProps, "children">, body: ReactNode, headers: Record<string, string> = {}): Response {
  const nonce = randomBytes(16).toString("base64");
  const html = `<!doctype html>${renderToStaticMarkup(<ConsoleShell {...shell} nonce={nonce}>{body}</ConsoleShell>)}`;
  // The server's default policy allows no script; a page with one allows just it, and its reading of this site.
  const policy: Record<string, string> = shell.script ? { "content-security-policy": `default-src 'none'; script-src 'nonce-${nonce}'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'` } : {};
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...policy, ...headers } });
}

/** A table of rows under its caption and a column header a name; `empty` stands in its place when it has no rows. */
export function RowsTable({ caption, columns, empty = null, children }: { caption: ReactNode; columns: readonly string[]; empty?: ReactNode; children: ReactNode[] }) {
  if (children.length === 0) return empty;
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Links to a list's newer and older pages: `href` gives a page's address, `items` names what the list holds. */
export function PageLinks({ page, hasNext, href, items }: { page: number; hasNext: boolean; href: (page: number) => string; items: string }) {
  return (
    <nav aria-label="Pages">
      {page > 1 && <a href={href(page - 1)}>Newer {items}</a>}{" "}
      {hasNext && <a href={href(page + 1)}>Older {items}</a>}
    </nav>
  );
}

/** A table row's one-button form post: `text` on the button, `label` naming what it does to which row. */
export function RowAction({ action, label, text }: { action: string; label: string; text: string }) {
  return (
    <form method="post" action={action}>
      <button type="submit" aria-label={label}>
        {text}
      </button>
    </form>
  );
}
