import type { ReactNode } from "react";
import type { PasskeySummary } from "../accounts/passkey-store.ts";
import { RowsTable, RowAction } from "./console-page.tsx";
import { wallTime } from "./console-time.ts";

export interface StaffPasskeysViewProps {
  passkeys: PasskeySummary[];
  timeZone: string;
  notice: string | null;
}

/**
 * A ceremony's form for the console's passkey script: hidden until the script finds WebAuthn in the browser, its
 * response posted in `credential`, and a place for what went wrong.
 */
export function PasskeyCeremonyForm({ ceremony, action, options, label, children }: { ceremony: "register" | "sign-in"; action: string; options: string; label: string; children?: ReactNode }) {
  return (
    <form method="post" action={action} data-passkey={ceremony} data-options={options} hidden>
      {children}
      <input type="hidden" name="credential" value="" />
      <p role="alert" data-passkey-problem="" className="problem" />
      <button type="submit">{label}</button>
    </form>
  );
}

/** The signed-in staff member's passkeys: each with when it was added and last used, a Remove button, and the add form. */
export function StaffPasskeysView({ passkeys, timeZone, notice }: StaffPasskeysViewProps) {
  return (
    <>
      <h1>Your passkeys</h1>
      {notice && <p role="status">{notice}</p>}
      <p>A passkey signs you in to this console on this device without a code.</p>
      <RowsTable caption="Passkeys you sign in with" columns={["Name", "Added", "Last used", "Change"]} empty={<p>No passkeys yet.</p>}>
        {passkeys.map((passkey) => (
          <tr key={passkey.id}>
            <td>{passkey.name}</td>
            <td>{wallTime(passkey.created_at, timeZone)}</td>
            <td>{passkey.last_used_at ? wallTime(passkey.last_used_at, timeZone) : "Never"}</td>
            <td>
              <RowAction action={`/console/passkeys/${encodeURIComponent(passkey.id)}/remove`} label={`Remove ${passkey.name}`} text="Remove" />
            </td>
          </tr>
        ))}
      </RowsTable>
      <h2>Add a passkey</h2>
      <noscript>
        <p>Adding a passkey needs JavaScript.</p>
      </noscript>
      <PasskeyCeremonyForm ceremony="register" action="/console/passkeys/add" options="/console/passkeys/options" label="Add a Passkey">
        <label>
          Name it (optional)
          <input name="name" maxLength={60} autoComplete="off" />
        </label>
      </PasskeyCeremonyForm>
    </>
  );
}
