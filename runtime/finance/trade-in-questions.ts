import type { ConditionAnswers } from "../types/generated/trade-in-estimate-request.ts";

type QuestionId = keyof ConditionAnswers;

/**
 * One condition question of the trade-in valuation; each answer takes a share off the offer. Ids and answer values
 * are those of schemas/trade-in-estimate-request.schema.json, which the estimate API validates against.
 */
export type ConditionQuestion = {
  [Id in QuestionId]: {
    id: Id;
    label: string;
    options: readonly { value: NonNullable<ConditionAnswers[Id]>; label: string; deduction: number }[];
  };
}[QuestionId];

export const CONDITION_QUESTIONS: readonly ConditionQuestion[] = [
  {
    id: "accident",
    label: "Has the car ever been in an accident?",
    options: [
      { value: "no", label: "No", deduction: 0 },
      { value: "minor", label: "Yes, minor repairs", deduction: 0.03 },
      { value: "major", label: "Yes, major repairs", deduction: 0.1 },
    ],
  },
  {
    id: "mechanical",
    label: "Any mechanical problems or warning lights?",
    options: [
      { value: "no", label: "No", deduction: 0 },
      { value: "yes", label: "Yes", deduction: 0.07 },
    ],
  },
  {
    id: "body",
    label: "How is the body and paint?",
    options: [
      { value: "excellent", label: "Excellent", deduction: 0 },
      { value: "minor", label: "A few scratches or dents", deduction: 0.02 },
      { value: "repairs", label: "Needs panel or paint work", deduction: 0.06 },
    ],
  },
  {
    id: "interior",
    label: "How is the interior?",
    options: [
      { value: "clean", label: "Clean", deduction: 0 },
      { value: "wear", label: "Some wear", deduction: 0.02 },
      { value: "damaged", label: "Damaged or stained", deduction: 0.05 },
    ],
  },
  {
    id: "service_history",
    label: "Does the car have a full service history?",
    options: [
      { value: "full", label: "Yes, full history", deduction: 0 },
      { value: "partial", label: "Partial history", deduction: 0.02 },
      { value: "none", label: "No history", deduction: 0.04 },
    ],
  },
  {
    id: "tyres",
    label: "Are the tyres in good condition?",
    options: [
      { value: "good", label: "Yes", deduction: 0 },
      { value: "worn", label: "No, they need replacing", deduction: 0.02 },
    ],
  },
];

const MAX_DEDUCTION = 0.5;

/** The share taken off the offer for the answers given; unanswered questions take nothing off. */
export function conditionDeduction(answers: Readonly<ConditionAnswers>): number {
  const total = CONDITION_QUESTIONS.reduce((sum, question) => {
    const answer: string | undefined = answers[question.id];
    const option = question.options.find((o) => o.value === answer);
    return sum + (option?.deduction ?? 0);
  }, 0);
  return Math.min(MAX_DEDUCTION, Math.round(total * 1000) / 1000);
}
