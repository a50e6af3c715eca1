import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { INTAKE_FILE_EXTENSIONS, INTAKE_FILE_MAX_BYTES, INTAKE_MESSAGES } from '@ops/contracts';
import type { IntakeReport } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { FieldError } from '@/shared/ui/field-error';
import { useImportAssignmentsMutation } from '../api/intake-api';
import { INTAKE_TEXTS } from '../lib/intake-texts';

const EXTENSIONS: readonly string[] = INTAKE_FILE_EXTENSIONS;
const ACCEPT = EXTENSIONS.map((e) => `.${e}`).join(',');

/** What is wrong with a chosen file before it is sent, if anything (the server checks again). */
function fileProblem(file: File | null): string | undefined {
  if (!file) return INTAKE_MESSAGES.chooseFile;
  if (!EXTENSIONS.includes(file.name.split('.').pop()?.toLowerCase() ?? ''))
    return INTAKE_MESSAGES.unreadable;
  if (file.size > INTAKE_FILE_MAX_BYTES) return INTAKE_MESSAGES.fileTooLarge;
  return undefined;
}

/** The file input and the Import button; the report goes to the page. */
export function ImportForm({ onReport }: { onReport: (report: IntakeReport) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [importAssignments, { isLoading }] = useImportAssignmentsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fileProblem(file);
    setProblem(found);
    if (found || !file) return;
    const result = await importAssignments(file);
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    toast.success(result.data.message);
    onReport(result.data);
    setFile(null);
    if (input.current) input.current.value = '';
  };

  return (
    <form className="intake-form" onSubmit={submit} noValidate aria-label={INTAKE_TEXTS.form}>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {INTAKE_TEXTS.file}
        </label>
        <input
          ref={input}
          id={inputId}
          className="field__input intake-form__file"
          type="file"
          accept={ACCEPT}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(undefined);
          }}
        />
        <FieldError id={`${inputId}-error`} message={problem} />
      </div>
      <Button type="submit" loading={isLoading}>
        {INTAKE_TEXTS.import}
      </Button>
    </form>
  );
}
