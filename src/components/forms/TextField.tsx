import type { InputHTMLAttributes, Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error message tied to it for assistive technology. */
export function TextField({ id, name, label, hint, error, inputRef, type = 'text', ...input }: TextFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        ref={inputRef}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        className="form-field__input"
      />
    </div>
  );
}
