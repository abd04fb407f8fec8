import { randomBytes } from "node:crypto";

/**
 * Where a page holds a value each answer draws for itself (the key that names a page view's no-JavaScript form
 * posts): a loader writes this slot in its place, so the page, its validator and its rendered body are the same
 * for every view, and each answer fills in a key of its own. Only characters that HTML and JSON both write as
 * they are, so one replacement fills the page's markup and its data alike.
 */
export const ANSWER_KEY_SLOT = "fc-answer-key-slot";

/** A key for one answer, drawn afresh. */
export function newAnswerKey(): string {
  return randomBytes(16).toString("base64url");
}

/** One answer's page data, with a key of its own in its answer-key slots. */
export function fillAnswerKey(text: string): string {
  return text.replaceAll(ANSWER_KEY_SLOT, newAnswerKey());
}
