import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';

type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * A small form of plain inputs checked against a contracts schema, for the login page: react-hook-form
 * would be the largest part of its bundle. It behaves as react-hook-form with a zod resolver does by
 * default: checks on submit, then again as each field changes, focuses the first invalid field and hands
 * the schema's output to the submit handler.
 */
export function useSchemaForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  defaults: z.input<S>,
) {
  type Name = Extract<keyof z.input<S>, string>;
  const fields = useRef(new Map<Name, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Errors<Name>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const check = () => {
    const values: Record<string, unknown> = {};
    for (const [name, input] of fields.current) {
      values[name] = input.type === 'checkbox' ? input.checked : input.value;
    }
    const result = schema.safeParse(values);
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
      onChange: () => {
        if (!submitted.current) return;
        const message = check().found[name];
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
      const { result, found } = check();
      setErrors(found);
      if (result.success) await onValid(result.data as z.output<S>);
      else [...fields.current].find(([name]) => found[name])?.[1].focus();
    } finally {
      setSubmitting(false);
    }
  };

  return { register, handleSubmit, setError, errors, isSubmitting };
}
