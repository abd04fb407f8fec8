import type { ValuationQuestion } from "./loader.ts";
import type { StepProps } from "./step-props.ts";

/** Step 3: the condition questions, one radio group each. */
export function ConditionStep({ idPrefix, form, errors, update, questions }: StepProps & { questions: ValuationQuestion[] }) {
  return (
    <>
      {questions.map((question) => {
        const error = errors[question.id];
        return (
          <fieldset key={question.id} className="fc-valuation__question"
            aria-describedby={error ? `${idPrefix}-${question.id}-error` : undefined}>
            <legend>{question.label}</legend>
            {question.options.map((option, index) => (
              <label key={option.value} className="fc-valuation__choice">
                <input
                  type="radio"
                  id={index === 0 ? `${idPrefix}-${question.id}` : undefined}
                  name={`${idPrefix}-${question.id}`}
                  value={option.value}
                  checked={form.answers[question.id] === option.value}
                  onChange={() => update({ answers: { ...form.answers, [question.id]: option.value } })}
                />
                {option.label}
              </label>
            ))}
            {error && <p id={`${idPrefix}-${question.id}-error`} className="fc-valuation__error">{error}</p>}
          </fieldset>
        );
      })}
    </>
  );
}
