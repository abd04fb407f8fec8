import type { StaffRole } from "../rules/console/staff-role.ts";
import { RowAction, RowsTable } from "./console-page.tsx";
import type { Staff } from "./staff-store.ts";

export interface StaffViewProps {
  staff: Staff[];
  viewer: Staff;
  /** The roles the viewer may invite and remove. */
  manages: readonly StaffRole[];
  notice: string | null;
}

/** The site's staff: who they are, a Remove button where the viewer's role allows, and the invitation form. */
export function StaffView({ staff, viewer, manages, notice }: StaffViewProps) {
  return (
    <>
      <h1>Staff</h1>
      {notice && <p role="status">{notice}</p>}
      <RowsTable caption="Staff of this site" columns={["E-mail address", "Role", "Change"]}>
        {staff.map((member) => (
          <tr key={member.id}>
            <td>{member.email}</td>
            <td>{member.role}</td>
            <td>
              {member.id !== viewer.id && manages.includes(member.role) && (
                <RowAction action={`/console/staff/${member.id}/remove`} label={`Remove ${member.email}`} text="Remove" />
              )}
            </td>
          </tr>
        ))}
      </RowsTable>
      <h2>Invite a member of staff</h2>
      <form method="post" action="/console/staff/invite">
        <label>
          E-mail address
          <input name="email" type="email" required />
        </label>
        <label>
          Role
          <select name="role" defaultValue={manages.at(-1)}>
            {manages.map((role) => (
              <option key={role}>{role}</option>
            ))}
          </select>
        </label>
        <button type="submit">Invite</button>
      </form>
    </>
  );
}
