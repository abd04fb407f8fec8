// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { TeamMember } from "../../runtime/types/generated/site.ts";

export interface TeamMembersData {
  members: TeamMember[];
}
