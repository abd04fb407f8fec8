import { Marked, type Token } from "marked";
import type { PageQuestion } from "../../types/content.ts";
import { htmlText, safeHtml } from "./safe-html.ts";

const marked = new Marked({ gfm: true, async: false });

/** A content file's Markdown as safe HTML: whatever HTML it holds is sanitised like a site document's. */
export function markdownHtml(markdown: string): string {
  return safeHtml(marked.parser(marked.lexer(markdown)));
}

/** A questions page's questions: each second-level heading is a question, the text up to the next its answer. */
export function markdownQuestions(markdown: string): PageQuestion[] {
  const questions: PageQuestion[] = [];
  let current: { question: string; answer: Token[] } | null = null;
  const finish = () => {
    if (current) questions.push({ question: current.question, answer: htmlText(marked.parser(current.answer)) });
  };
  for (const token of marked.lexer(markdown)) {
    if (token.type === "heading" && token.depth <= 2) {
      finish();
      current = token.depth === 2 ? { question: htmlText(marked.parser([token])), answer: [] } : null;
    } else if (current) {
      current.answer.push(token);
    }
  }
  finish();
  return questions.filter((entry) => entry.question && entry.answer);
}
