import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { CLIENT_MESSAGES, CONTRACT_FILE_MAX_BYTES, CONTRACT_FILE_TYPES } from '@ops/contracts';
import type { StoredFile } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { FieldError } from '@/shared/ui/field-error';
import { Spinner } from '@/shared/ui/spinner';
import {
  useLazyGetContractPreviewQuery,
  useUploadContractMutation,
} from '@/features/clients/api/entities-api';
import { failureText } from '@/features/clients/lib/failure';
import { ENTITY_TEXTS } from '@/features/clients/lib/record-texts';
import { ContractPreviewModal } from './contract-preview-modal';
import type { ContractPreviewTarget } from './contract-preview-modal';

const TYPES: Record<string, string> = CONTRACT_FILE_TYPES;
const EXTENSIONS = Object.values(TYPES);
const ACCEPT = [...Object.keys(TYPES), ...EXTENSIONS.map((e) => `.${e}`)].join(',');

/** Some systems report office files without a type; the extension decides then. */
function contentTypeOf(file: File): string | null {
  if (TYPES[file.type]) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return Object.keys(TYPES).find((type) => TYPES[type] === extension) ?? null;
}

interface ContractFileFieldProps {
  value: StoredFile | null | undefined;
  onChange: (file: StoredFile | null) => void;
  /** The saved entity whose stored contract can be previewed through the server. */
  entityId: number | null;
  savedContract: StoredFile | null;
  error?: string;
}

/** Uploads the contract right away and previews it: the local file before saving, else the stored one. */
export function ContractFileField({
  value,
  onChange,
  entityId,
  savedContract,
  error,
}: ContractFileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<{ file: File; type: string } | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [preview, setPreview] = useState<ContractPreviewTarget | null>(null);
  const [upload, { isLoading: uploading }] = useUploadContractMutation();
  const [loadPreview, { isFetching: opening }] = useLazyGetContractPreviewQuery();

  useEffect(() => {
    const url = preview?.url;
    return () => {
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
    };
  }, [preview]);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const type = contentTypeOf(file);
    if (!type) return setProblem(CLIENT_MESSAGES.fileTypeNotAllowed);
    if (file.size > CONTRACT_FILE_MAX_BYTES) return setProblem(CLIENT_MESSAGES.fileTooLarge);
    setProblem(undefined);
    const result = await upload(file);
    if (result.error) {
      toast.error(failureText(result.error, CLIENT_MESSAGES.contractNotUploaded));
      return;
    }
    setLocal({ file, type });
    onChange(result.data.file);
    toast.success(result.data.message);
  };

  const T = ENTITY_TEXTS.file;
  const isSaved = !local && !!value && !!savedContract && value.s3_path === savedContract.s3_path;
  const openPreview = async () => {
    if (local) {
      setPreview({
        url: URL.createObjectURL(local.file),
        filename: local.file.name,
        contentType: local.type,
      });
      return;
    }
    if (!isSaved || entityId === null) return;
    const result = await loadPreview(entityId);
    if (result.data) {
      setPreview({
        url: result.data.url,
        filename: result.data.filename,
        contentType: result.data.content_type,
      });
    } else toast.error(errorMessage(result.error));
  };

  return (
    <div className="field contract-file">
      <span className="field__label">{T.label}</span>
      <div className="contract-file__row">
        <input
          ref={input}
          id={id}
          type="file"
          className="visually-hidden"
          aria-label={T.upload}
          accept={ACCEPT}
          disabled={uploading}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <label className="btn btn--secondary btn--small" htmlFor={id} aria-hidden="true">
          {uploading ? <Spinner className="btn__spinner" /> : null}
          {value ? T.replace : T.upload}
        </label>
        {value && (
          <>
            <span className="contract-file__name" data-testid="contract-filename">
              {local?.file.name ?? value.filename}
            </span>
            {(local || isSaved) && (
              <Button
                variant="secondary"
                className="btn--small"
                loading={opening}
                onClick={() => void openPreview()}
              >
                {T.preview}
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={() => {
                setLocal(null);
                onChange(null);
              }}
            >
              {T.remove}
            </Button>
          </>
        )}
      </div>
      <p className="field__hint">{T.hint}</p>
      <FieldError id={`${id}-error`} message={problem ?? error} testId="contract-error" />
      {preview && <ContractPreviewModal target={preview} onClose={() => setPreview(null)} />}
    </div>
  );
}
