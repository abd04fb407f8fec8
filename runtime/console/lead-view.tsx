import type { Car } from "../types/index.ts";
import type { LeadOutboxTable, LeadsTable } from "../storage/tables/lead-tables.ts";
import type { AuditLogTable, LeadNotesTable, StaffTable } from "../storage/tables/console-tables.ts";
import { isOverdue } from "../rules/console/lead-overdue.ts";
import { LEAD_PROGRESS, type LeadProgress } from "../rules/console/staff-role.ts";
import { shopperName, wallTime } from "./console-time.ts";
import { RowAction, RowsTable } from "./console-page.tsx";
import { AuditHistory } from "./audit-history.tsx";
import { leadVisit, tradeInAnswers, type LabelledAnswer } from "../rules/console/lead-detail.ts";
import { formatPrice } from "../rules/price-display.ts";
import type { LeadPayment } from "./lead-payments.ts";

export interface LeadViewProps {
  lead: LeadsTable;
  progress: LeadProgress;
  assignedTo: string | null;
  car: Car | undefined;
  deliveries: LeadOutboxTable[];
  /** Payments of the lead (its reference, or its shopper's for its car). */
  payments: LeadPayment[];
  /** Whether the viewer may open reservations (their pages are linked). */
  linksReservations: boolean;
  notes: LeadNotesTable[];
  trail: AuditLogTable[];
  /** Staff the lead may be assigned to; null when the viewer may not assign. */
  staff: StaffTable[] | null;
  /** A review-form lead's review: published, rejected or still pending, and whether the viewer may decide. */
  review: { status: string; reply: string | null; canModerate: boolean } | null;
  /** What the last form post did, shown once. */
  notice: string | null;
  overdueMinutes: number;
  timeZone: string;
  now: Date;
}

const answerText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/**
 * One lead: the car, every answer, the trade-in, the pages the shopper saw, payments, each webhook delivery, and the
 * forms that change its status, assignee and notes.
 */
export function LeadView({ lead, progress, assignedTo, car, deliveries, payments, linksReservations, notes, trail, staff, review, notice, overdueMinutes, timeZone, now }: LeadViewProps) {
  const userData = JSON.parse(lead.payload) as Record<string, unknown>;
  const action = `/console/leads/${lead.id}`;
  const tradeIn = tradeInAnswers(userData);
  const visit = leadVisit(userData);
  return (
    <>
      <p>
        <a href="/console/leads">All leads</a>
      </p>
      <h1>Lead from {shopperName(userData)}</h1>
      {notice && <p role="status">{notice}</p>}
      <p>
        Received {wallTime(lead.created_at, timeZone)}
        {lead.status === "partial" && " (not finished by the shopper)"}. Status: <strong>{progress}</strong>
        {isOverdue(progress, lead.completed_at ?? lead.created_at, now, overdueMinutes) && <strong className="overdue"> overdue</strong>}
      </p>

      <h2>Car</h2>
      {car ? (
        <p>
          <a href={car.path}>{car.name}</a>, stock number {car.stocknum}, {car.status.replace("_", " ")}
        </p>
      ) : (
        <p>{lead.car_id === null ? "No car: a general enquiry." : `Car ${lead.car_id} is no longer in stock.`}</p>
      )}

      <h2>Answers</h2>
      <Answers answers={Object.entries(userData).map(([name, value]) => ({ label: name, value: answerText(value) }))} />

      <h2>Trade-in</h2>
      {tradeIn.length === 0 ? <p>No trade-in.</p> : <Answers answers={tradeIn} />}

      <h2>Visited pages</h2>
      {visit.pages.length === 0 ? (
        <p>No pages recorded.</p>
      ) : (
        <ol>
          {visit.pages.map((page, index) => (
            <li key={index}>{page}</li>
          ))}
        </ol>
      )}
      {visit.linked.length > 0 && (
        <>
          <h3>Arrived by a link tagged</h3>
          <Answers answers={visit.linked} />
        </>
      )}

      <h2>Payments</h2>
      <RowsTable caption="Payments of this lead" columns={["Amount", "Status", "Provider", "History", "Reservation"]} empty={<p>No payments.</p>}>
        {payments.map(({ payment, events, reservationId }) => (
          <tr key={payment.id}>
            <td>
              {formatPrice(payment.amount_cents / 100)} {payment.currency.toUpperCase()}
            </td>
            <td>
              {payment.status}
              {payment.failure && `: ${payment.failure}`}
            </td>
            <td>
              {payment.provider}, {payment.provider_ref}
            </td>
            <td>{events.map((event) => `${event.status} ${wallTime(event.at, timeZone)}`).join("; ")}</td>
            <td>{reservationId ? linksReservations ? <a href={`/console/reservations/${reservationId}`}>Open reservation</a> : "Reserved" : "none"}</td>
          </tr>
        ))}
      </RowsTable>

      {review && <ReviewModeration action={`${action}/review`} {...review} />}

      <h2>Handling</h2>
      <form method="post" action={`${action}/status`}>
        <label>
          Status
          <select name="status" defaultValue={progress}>
            {LEAD_PROGRESS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
        <button type="submit">Save status</button>
      </form>
      {staff && (
        <form method="post" action={`${action}/assign`}>
          <label>
            Assigned to
            <select name="staff_id" defaultValue={assignedTo ?? ""}>
              <option value="">No one</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email} ({member.role})
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Assign</button>
        </form>
      )}

      <h2>Notes</h2>
      {notes.length === 0 ? <p>No notes yet.</p> : (
        <ul>
          {notes.map((note) => (
            <li key={note.id}>
              {wallTime(note.created_at, timeZone)}, {note.author}: {note.text}
            </li>
          ))}
        </ul>
      )}
      <form method="post" action={`${action}/notes`}>
        <label>
          New note
          <textarea name="text" rows={3} cols={60} maxLength={2000} required />
        </label>
        <button type="submit">Add note</button>
      </form>

      <h2>Deliveries</h2>
      <RowsTable
        caption="Webhook deliveries of this lead"
        columns={["Webhook", "Event", "Status", "Attempts", "Last answer", "Retry"]}
        empty={<p>{lead.status === "complete" ? "The site sends its leads to no webhook." : "Sent once the shopper finishes the form."}</p>}
      >
        {deliveries.map((delivery) => (
          <tr key={delivery.id}>
            <td>{delivery.channel}</td>
            <td>{delivery.event}</td>
            <td>
              {delivery.status}
              {delivery.delivered_at && ` ${wallTime(delivery.delivered_at, timeZone)}`}
              {delivery.status === "pending" && `, next try ${wallTime(delivery.next_attempt_at, timeZone)}`}
            </td>
            <td>{delivery.attempts}</td>
            <td>{[delivery.last_status, delivery.last_error].filter((part) => part !== null).join(" ") || "none"}</td>
            <td>
              {delivery.status !== "delivered" && (
                <RowAction action={`${action}/deliveries/${delivery.id}/retry`} label={`Retry ${delivery.channel} now`} text="Retry now" />
              )}
            </td>
          </tr>
        ))}
      </RowsTable>

      <AuditHistory trail={trail} timeZone={timeZone} />
    </>
  );
}

const REVIEW_STATUS: Record<string, string> = { pending: "waiting for a decision: not shown on the site", published: "published on the site", rejected: "rejected: not shown on the site" };

/** A review-form lead's decision: the review shows on the site only once approved. */
function ReviewModeration({ action, status, reply, canModerate }: { action: string; status: string; reply: string | null; canModerate: boolean }) {
  return (
    <>
      <h2>Review</h2>
      <p>
        This review is <strong>{REVIEW_STATUS[status] ?? status}</strong>.
      </p>
      {canModerate ? (
        <form method="post" action={action}>
          {status !== "published" && (
            <button type="submit" name="decision" value="approve">
              Approve review
            </button>
          )}{" "}
          {status !== "rejected" && (
            <button type="submit" name="decision" value="reject">
              Reject review
            </button>
          )}
        </form>
      ) : (
        <p>An owner or manager approves or rejects it.</p>
      )}
      {reply && (
        <>
          <h3>Your public reply</h3>
          <p>{reply}</p>
        </>
      )}
      {canModerate && status !== "pending" && (
        <form method="post" action={`${action}/reply`}>
          <label>
            Public reply (shown under the review on the site; leave empty to remove it)
            <textarea name="reply" rows={3} cols={60} maxLength={2000} defaultValue={reply ?? ""} />
          </label>
          <button type="submit">Save reply</button>
        </form>
      )}
    </>
  );
}

/** Labelled answers as a description list. */
function Answers({ answers }: { answers: LabelledAnswer[] }) {
  return (
    <dl>
      {answers.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
