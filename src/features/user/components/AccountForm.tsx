import { useEffect, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useForm, type FieldErrors, type UseFormSetError } from 'react-hook-form';
import { useSelector } from '../../../lib/render';
import { CSRF_FIELD } from '../../../../contract';
import { ErrorSummary, TextField, type SummaryError } from '../../../components/forms';
import { selectCsrfToken, selectRejectedPost } from '../selectors';
import type { AccountFormName, AccountFormsState, FieldError, RejectedPost, SessionState } from '../types';
import { shownMessage } from '../words/formMessages';
import { useAccountWords } from '../words/useAccountWords';

export interface AccountFieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: string;
  /** The message when it is left empty; absent: optional. */
  required?: string;
  minLength?: { value: number; message: string };
  /** Checked on submit, never set as the input's maxlength, which would cut a pasted password without a word. */
  maxLength?: { value: number; message: string };
  pattern?: { value: RegExp; message: string };
}

/** A failed submit, as the saga recorded it. */
export interface SubmitFailure {
  message: string;
  status: number | null;
  fieldErrors?: FieldError[];
}

export interface AccountFormProps {
  form: AccountFormName;
  /** Where the plain form posts (without JavaScript). */
  action: string;
  fields: AccountFieldSpec[];
  hidden?: Record<string, string>;
  submitLabel: string;
  busy: boolean;
  failure: SubmitFailure | null;
  onValid(values: Record<string, string>): void;
  children?: ReactNode;
}

type Values = Record<string, string>;
type WithSession = { session: SessionState };
type WithAccountForms = { accountForms: AccountFormsState };

const fieldId = (form: string, name: string) => `${form}-${name}`;

/** Messages of react-hook-form's errors in the order of the form, then the form's own (root.server). */
function summaryOf(form: string, fields: AccountFieldSpec[], errors: FieldErrors<Values>): SummaryError[] {
  const list: SummaryError[] = fields.flatMap(({ name }) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? [{ fieldId: fieldId(form, name), message }] : [];
  });
  const server = errors.root?.server?.message;
  if (server && !list.some((item) => item.message === server)) list.unshift({ fieldId: null, message: server });
  return list;
}

/** A refused plain post's errors, as the server rendered them: its message when no field was named. */
function rejectedSummary(form: string, fields: AccountFieldSpec[], rejected: RejectedPost): SummaryError[] {
  const named = rejected.fieldErrors.map((error) => ({
    fieldId: fields.some(({ name }) => name === error.field) ? fieldId(form, error.field) : null,
    message: error.message,
  }));
  return rejected.fieldErrors.length === 0 ? [{ fieldId: null, message: rejected.message }] : named;
}

/** A failed submit becomes `root.server`, typed with its status code, plus the fields the server named. */
function useFailureAsErrors(
  failure: SubmitFailure | null,
  fields: AccountFieldSpec[],
  setError: UseFormSetError<Values>,
  setRefusals: Dispatch<SetStateAction<number>>,
) {
  useEffect(() => {
    if (!failure) return;
    setError('root.server', { type: String(failure.status ?? 0), message: failure.message });
    for (const error of failure.fieldErrors ?? []) {
      if (fields.some(({ name }) => name === error.field)) setError(error.field, { type: 'server', message: error.message });
    }
    setRefusals((count) => count + 1);
  }, [failure, fields, setError, setRefusals]);
}

/**
 * An account form: react-hook-form validates on submit and again on change; refusals (its own or the server's)
 * go to an error summary that takes focus; input is never cleared. Without JavaScript it is a plain form post,
 * and a refused post comes back rendered with the visitor's input and the errors.
 */
export function AccountForm({ form, action, fields, hidden = {}, submitLabel, busy, failure, onValid, children }: AccountFormProps) {
  const csrfToken = useSelector((state: WithSession) => selectCsrfToken(state));
  const rejectedPost = useSelector((state: WithAccountForms) => selectRejectedPost(state));
  const rejected = rejectedPost?.form === form ? rejectedPost : null;
  const defaultValues = useMemo(
    () => Object.fromEntries(fields.map(({ name, type }) => [name, type === 'password' ? '' : (rejected?.values[name] ?? '')])),
    [fields, rejected],
  );
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues,
  });
  const [refusals, setRefusals] = useState(0);

  const t = useAccountWords();
  // The forms' own failures (no answer, a bad answer) in the page's language, like the server's refusals.
  const shown = useMemo(() => (failure ? { ...failure, message: shownMessage(t, failure.message) } : null), [failure, t]);
  useFailureAsErrors(shown, fields, setError, setRefusals);
  // Once the visitor submits here (or a refusal arrives), react-hook-form's errors are the ones shown.
  const submitted = formState.submitCount > 0 || Object.keys(formState.errors).length > 0;
  const summary = submitted ? summaryOf(form, fields, formState.errors) : rejected ? rejectedSummary(form, fields, rejected) : [];
  const fieldError = (name: string): string | undefined => {
    if (submitted) {
      const message = formState.errors[name]?.message;
      return typeof message === 'string' ? message : undefined;
    }
    return rejected?.fieldErrors.find((error) => error.field === name)?.message;
  };

  return (
    <form
      className="account-form"
      method="post"
      action={action}
      noValidate
      onSubmit={handleSubmit(onValid, () => setRefusals((count) => count + 1))}
    >
      <ErrorSummary errors={summary} focusKey={refusals + (rejected ? 1 : 0)} title={t('errorSummaryTitle')} />
      {csrfToken ? <input type="hidden" name={CSRF_FIELD} value={csrfToken} /> : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((spec) => {
        const { ref, ...registered } = register(spec.name, {
          required: spec.required,
          minLength: spec.minLength,
          maxLength: spec.maxLength,
          pattern: spec.pattern,
        });
        return (
          <TextField
            key={spec.name}
            id={fieldId(form, spec.name)}
            label={spec.label}
            hint={spec.hint}
            type={spec.type}
            autoComplete={spec.autoComplete}
            spellCheck={spec.type === 'email' || spec.type === 'password' ? false : undefined}
            error={fieldError(spec.name)}
            // Rendered into the server's HTML too (a refused plain post shows the input again).
            defaultValue={defaultValues[spec.name]}
            inputRef={ref}
            {...registered}
          />
        );
      })}
      {children}
      <button type="submit" className="button" disabled={busy} aria-disabled={busy || undefined}>
        {busy ? `${submitLabel}…` : submitLabel}
      </button>
    </form>
  );
}
