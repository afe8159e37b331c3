import { useEffect, useRef } from 'react';

export interface SummaryError {
  /** The id of the field the message is about; null for an error about the whole form. */
  fieldId: string | null;
  message: string;
}

/**
 * The error summary pattern: at the top of the form, focused when it appears (after each refused submit, as
 * `focusKey` changes), each message a link to its field.
 */
export function ErrorSummary({
  errors,
  focusKey,
  title = 'There is a problem',
}: {
  errors: SummaryError[];
  focusKey: number;
  title?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) box.current?.focus();
    // Focus moves when the summary appears and on each new refusal (focusKey), not while the visitor corrects fields.
  }, [focusKey, shown]);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={box} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error, index) => (
          <li key={`${error.fieldId ?? 'form'}-${index}`}>
            {error.fieldId ? <a href={`#${error.fieldId}`}>{error.message}</a> : error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
