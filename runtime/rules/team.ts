import type { TeamMember } from "../types/generated/site.ts";

/** The team as its page shows it: by `order`, then by name. */
export function teamInOrder(team: readonly TeamMember[]): TeamMember[] {
  return [...team].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** What stands in for a person's photo: the first letters of their first and last names. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word[0]!.toUpperCase()).join("");
}
