import type { PageQuestion } from "../../types/content.ts";

/** schema.org `FAQPage` of a questions page: each question with its answer as text. */
export function faqPageJsonLd(questions: readonly PageQuestion[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
