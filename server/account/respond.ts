import type { UnknownAction } from '@reduxjs/toolkit';
import type { Request, Response } from 'express';
import type { AccountErrorBody } from '../../contract';
import { wantsJson } from './wantsJson';
import { formPostRejected, type AccountFormName, type FieldError } from '../../src/features/user';

/** Renders the page at the request's account path with these actions applied first (a refused plain form post). */
export type RenderAccountPage = (
  req: Request,
  res: Response,
  options: { status: number; actions: UnknownAction[]; path: string },
) => Promise<void>;

export { wantsJson } from './wantsJson';

export function noStore(res: Response): Response {
  return res.set('cache-control', 'private, no-store');
}

/** The body's text fields, trimmed where they are not secrets; anything else is missing. */
export function field(req: Request, name: string, { trim = true }: { trim?: boolean } = {}): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string') return '';
  return trim ? value.trim() : value;
}

export interface Refusal {
  status: number;
  message: string;
  fieldErrors?: FieldError[];
}

export function errorBody({ status, message, fieldErrors }: Refusal): AccountErrorBody {
  return { error: { message, status, ...(fieldErrors && fieldErrors.length > 0 ? { data: fieldErrors } : {}) } };
}

/**
 * Answers a refused account post: JSON for scripts; for a plain form, the same page again with the visitor's
 * input (never a password) and the errors, so nothing they typed is lost.
 */
export async function refuse(
  req: Request,
  res: Response,
  render: RenderAccountPage,
  form: { name: AccountFormName; path: string; keep: string[] },
  refusal: Refusal,
): Promise<void> {
  noStore(res);
  if (wantsJson(req)) {
    res.status(refusal.status).json(errorBody(refusal));
    return;
  }
  const values = Object.fromEntries(form.keep.map((name) => [name, field(req, name)]));
  const action = formPostRejected({
    form: form.name,
    values,
    message: refusal.message,
    status: refusal.status,
    fieldErrors: refusal.fieldErrors ?? [],
  });
  await render(req, res, { status: refusal.status, actions: [action], path: form.path });
}

/** Required text fields, as field errors in the order of the form. */
export function missingFields(req: Request, required: { name: string; message: string; secret?: boolean }[]): FieldError[] {
  return required
    .filter(({ name, secret }) => field(req, name, { trim: !secret }) === '')
    .map(({ name, message }) => ({ field: name, message }));
}
