import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { MESSAGES } from '@ops/contracts';

type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * A small form of plain inputs checked against a contracts schema, for the login page: react-hook-form
 * would be the largest part of its bundle. It behaves as react-hook-form with a zod resolver does by
 * default: checks on submit, then again as each field changes, focuses the first invalid field and hands
 * the schema's output to the submit handler. The schema comes from `load` (a small module that re-exports
 * it), started when a field is first focused, so the page need not load zod to show (issue 23).
 */
export function useSchemaForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  load: () => Promise<S>,
  defaults: z.input<S>,
) {
  type Name = Extract<keyof z.input<S>, string>;
  const fields = useRef(new Map<Name, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Errors<Name>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const loading = useRef<Promise<S> | null>(null);
  const loaded = useRef<S | null>(null);
  const schema = () => (loading.current ??= load().then((found) => (loaded.current = found)));
  // Loaded when a field is first focused, after the page has painted; a failed load is tried again at
  // submit, which then reports it.
  const preload = () => void schema().catch(() => (loading.current = null));

  const check = (current: S) => {
    const values: Record<string, unknown> = {};
    for (const [name, input] of fields.current) {
      values[name] = input.type === 'checkbox' ? input.checked : input.value;
    }
    const result = current.safeParse(values);
    const found: Errors<Name> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = issue.path[0] as Name;
        found[name] ??= issue.message;
      }
    }
    return { result, found };
  };

  const setError = (name: Name, message: string) => setErrors((current) => ({ ...current, [name]: message }));

  const register = (name: Name) => {
    const initial = defaults[name];
    return {
      name,
      ...(typeof initial === 'boolean'
        ? { defaultChecked: initial }
        : { defaultValue: (initial as string | undefined) ?? '' }),
      ref: (input: HTMLInputElement | null) => {
        if (input) fields.current.set(name, input);
        else fields.current.delete(name);
      },
      onFocus: preload,
      onChange: () => {
        // Submitted once, so the schema is there.
        if (!submitted.current || !loaded.current) return;
        const message = check(loaded.current).found[name];
        setErrors(
          ({ [name]: _previous, ...rest }) => (message ? { ...rest, [name]: message } : rest) as Errors<Name>,
        );
      },
    };
  };

  const handleSubmit = (onValid: (values: z.output<S>) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const current = await schema().catch(() => {
        loading.current = null;
        return null;
      });
      // The schema's chunk did not come (the network is gone): said on the first field, nothing sent.
      if (!current) {
        const [first] = [...fields.current];
        if (first) setErrors({ [first[0]]: MESSAGES.serverError } as Errors<Name>);
        return;
      }
      const { result, found } = check(current);
      setErrors(found);
      if (result.success) await onValid(result.data as z.output<S>);
      else [...fields.current].find(([name]) => found[name])?.[1].focus();
    } finally {
      setSubmitting(false);
    }
  };

  return { register, handleSubmit, setError, errors, isSubmitting };
}
