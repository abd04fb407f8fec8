import type { BlockLoader } from "../../runtime/types/index.ts";
import { teamInOrder } from "../../runtime/kit/rules.ts";
import type { TeamMembersProps } from "./props.gen.ts";
import type { TeamMembersData } from "./data.ts";

/** The team comes from the site document on the server, so only the team page carries it to the browser. */
const load: BlockLoader<TeamMembersProps, TeamMembersData> = (_props, ctx) => ({ members: teamInOrder(ctx.site.team) });

export default load;
