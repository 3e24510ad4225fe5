import type { ImportColumnChoices, ImportPreviewDto } from '@museum/contract';
import { IMPORT_LIMITS } from '@museum/contract/constants';
import { useId, useRef, useState } from 'react';
import { Notice } from '../../../components/ui/notice';
import { formErrorText } from '../../../lib/error-text';
import { useLocale, useMessages } from '../../../lib/locale';
import { SignInRequired, useAuth } from '../../auth';
import { usePreviewImport } from '../api/preview-import';
import { useSubmitImport } from '../api/submit-import';
import { ImportColumns } from '../components/import-columns';
import { ImportResult } from '../components/import-result';
import { ImportRows } from '../components/import-rows';
import { choicesApplied, rememberChoices, rememberedChoices } from '../lib/column-choices';
import { fileRefusal, IMPORT_ACCEPT, IMPORT_MAX_MEGABYTES, IMPORT_ZIP_MAX_MEGABYTES, templateUrl } from '../lib/import-file';
import '../components/import.css';

/** The page's steps: a file is chosen and checked, its preview read, its valid rows submitted. */
function Import() {
  const messages = useMessages();
  const t = messages.imports;
  const locale = useLocale();
  const { isModerator } = useAuth();
  const inputId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewImport();
  const submit = useSubmitImport();
  // The preview being submitted: a second click before the button is disabled sends nothing more.
  const submitting = useRef<string | null>(null);

  function handleSubmit(id: string) {
    if (submitting.current === id) return;
    submitting.current = id;
    submit.mutate(id, {
      onError: () => {
        submitting.current = null;
      },
    });
  }

  function handleFile(file: File) {
    submit.reset();
    preview.reset();
    setFileName(file.name);
    const refused = fileRefusal(file);
    const refusals = {
      wrongType: t.wrongType,
      tooLarge: t.tooLarge(IMPORT_MAX_MEGABYTES),
      zipTooLarge: t.tooLarge(IMPORT_ZIP_MAX_MEGABYTES),
    };
    setRefusal(refused ? refusals[refused] : null);
    setFile(refused ? null : file);
    if (!refused) preview.mutate({ file }, { onSuccess: (answer) => applyRemembered(file, answer) });
  }

  /** A file with the same other columns as one before is read again with the fields chosen then. */
  function applyRemembered(file: File, answer: ImportPreviewDto) {
    const remembered = rememberedChoices(answer.otherColumns);
    if (remembered && !choicesApplied(answer.otherColumns, remembered)) preview.mutate({ file, columns: remembered });
  }

  function handleColumns(columns: ImportColumnChoices) {
    if (!file || !preview.data) return;
    rememberChoices(preview.data.otherColumns, columns);
    submit.reset();
    preview.mutate({ file, columns });
  }

  const rows = preview.data?.rows ?? [];
  const valid = preview.data?.valid ?? 0;
  return (
    <section className="import-page">
      <h1>{t.title}</h1>
      <p>
        {t.intro} {t.limits(IMPORT_LIMITS.maxRows, IMPORT_MAX_MEGABYTES, IMPORT_ZIP_MAX_MEGABYTES)}
      </p>
      <p>{t.photosHint}</p>
      <p className="import-page__templates">
        {t.templates} {/* The formats' names are no language's words. */}
        <a className="button" href={templateUrl('csv', locale)} download translate="no">
          CSV
        </a>{' '}
        <a className="button" href={templateUrl('xlsx', locale)} download translate="no">
          XLSX
        </a>
      </p>
      <div className="import-page__choose">
        <label className="button button--primary" htmlFor={inputId}>
          {t.choose}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={IMPORT_ACCEPT}
          disabled={preview.isPending || submit.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file, fixed and chosen again, is read again.
            event.target.value = '';
            if (file) handleFile(file);
          }}
        />
        <span className="import-page__file" aria-live="polite">
          {fileName && (preview.isPending ? t.checking(fileName) : t.previewOf(fileName))}
        </span>
      </div>
      {refusal && <Notice kind="error">{refusal}</Notice>}
      {preview.isError && <Notice kind="error">{formErrorText(preview.error, t.previewFailed)}</Notice>}
      {preview.data && (
        <div className="import-preview">
          <h2 className="import-preview__counts">{t.counts(valid, preview.data.invalid, preview.data.unchanged)}</h2>
          {preview.data.otherColumns.length > 0 && (
            <ImportColumns
              columns={preview.data.otherColumns}
              onChoose={handleColumns}
              disabled={preview.isPending || Boolean(submit.data)}
            />
          )}
          <ImportRows rows={rows} />
          {preview.data.unusedFiles.length > 0 && <Notice kind="info">{t.unusedFiles(preview.data.unusedFiles.join(', '))}</Notice>}
          {submit.data ? (
            <ImportResult result={submit.data} rows={rows} />
          ) : valid === 0 ? (
            <p>{t.nothingValid}</p>
          ) : (
            <div className="import-preview__submit">
              {preview.data.invalid > 0 && <p>{t.invalidSkipped}</p>}
              {!isModerator && <p>{t.proposalHint}</p>}
              <button
                type="button"
                className="button button--primary"
                disabled={submit.isPending}
                onClick={() => handleSubmit(preview.data.id)}
              >
                {isModerator ? t.submitDirect(valid) : t.submitProposal(valid)}
              </button>
            </div>
          )}
          {submit.isError && <Notice kind="error">{formErrorText(submit.error, t.submitFailed)}</Notice>}
        </div>
      )}
    </section>
  );
}

/** /import: a collection spreadsheet checked row by row, then imported (moderators) or proposed (ADR 065). */
export function ImportPage() {
  const t = useMessages().imports;
  return (
    <SignInRequired title={t.title} prompt={t.signInPrompt}>
      <Import />
    </SignInRequired>
  );
}
