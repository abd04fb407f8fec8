/** What a member of a dealer's staff may do on their site's console (issue 22 §1). */
export type StaffRole = "owner" | "manager" | "sales";

export const STAFF_ROLES: readonly StaffRole[] = ["owner", "manager", "sales"];

/** Where a lead stands with the dealer: untouched, contacted, or closed either way. */
export type LeadProgress = "new" | "contacted" | "won" | "lost";

export const LEAD_PROGRESS: readonly LeadProgress[] = ["new", "contacted", "won", "lost"];

export interface Viewer {
  staffId: string;
  role: StaffRole;
}

/** Owners and managers see every lead of their site; sales staff only the leads assigned to them. */
export function canOpenLead(viewer: Viewer, assignedTo: string | null): boolean {
  return viewer.role !== "sales" || assignedTo === viewer.staffId;
}

/** Only owners and managers hand leads out (or take them back). */
export function canAssignLeads(viewer: Viewer): boolean {
  return viewer.role !== "sales";
}

/** The roles a member of staff may give or take away: owners any, managers sales staff only, sales none. */
export function rolesManagedBy(role: StaffRole): readonly StaffRole[] {
  if (role === "owner") return STAFF_ROLES;
  return role === "manager" ? ["sales"] : [];
}

/** Owners and managers change stock; sales staff read it. */
export function canChangeStock(role: StaffRole): boolean {
  return role !== "sales";
}

/** Owners and managers see reservations and handle their deposits; sales staff do neither. */
export function canHandleReservations(role: StaffRole): boolean {
  return role !== "sales";
}

/** Only owners and managers decide whether a shopper's review is published. */
export function canModerateReviews(viewer: Viewer): boolean {
  return viewer.role !== "sales";
}
