import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { initials } from "../../runtime/kit/rules.ts";
import type { TeamMembersProps } from "./props.gen.ts";
import type { TeamMembersData } from "./data.ts";
import "./TeamMembers.css";

export default function TeamMembers({ props, data, blockId }: BlockComponentProps<TeamMembersProps, TeamMembersData>) {
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-team fc-container" aria-labelledby={props.heading ? headingId : undefined}>
      {props.heading && <h1 id={headingId}>{props.heading}</h1>}
      {props.intro && <p className="fc-team__intro">{props.intro}</p>}
      {data.members.length === 0 ? (
        <p>{props.empty_text}</p>
      ) : (
        <ul className="fc-team__members">
          {data.members.map((member) => (
            <li key={`${member.name}-${member.role}`} className="fc-team__member">
              {member.photo ? (
                <img className="fc-team__photo" src={member.photo} alt={member.name} width={240} height={240} loading="lazy" decoding="async" />
              ) : (
                <span className="fc-team__photo fc-team__photo--initials" aria-hidden="true">
                  {initials(member.name)}
                </span>
              )}
              <h2>{member.name}</h2>
              <p className="fc-team__role">{member.role}</p>
              {member.bio && <p>{member.bio}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
