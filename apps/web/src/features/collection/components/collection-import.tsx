import { IMPORT_LIMITS } from '@museum/contract/constants';
import { useId, useRef, useState } from 'react';
import { Notice } from '../../../components/ui/notice';
import { formErrorText } from '../../../lib/error-text';
import { useMessages } from '../../../lib/locale';
import { useCheckCollectionFile, useImportCollectionFile } from '../api/import';
import { CollectionImportPlan } from './collection-import-plan';
import './collection-import.css';

/** What the file input offers: a table alone, as the collection's export writes it. */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MEGABYTES = IMPORT_LIMITS.maxBytes / (1024 * 1024);

/**
 * «Загрузить из таблицы» (issue 54 point 1, ADR 092): a chosen file is checked first (a dry run that
 * writes nothing), its problems shown by the file's lines; only a confirmation writes its valid rows,
 * once per check whatever the clicks, and the list is read afresh.
 */
export function CollectionImport() {
  const messages = useMessages();
  const t = messages.collection.import;
  // The catalogue import's words where they are the same (ADR 065).
  const ti = messages.imports;
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const check = useCheckCollectionFile();
  const write = useImportCollectionFile();
  // The file being written: a second click before the button is disabled sends nothing more.
  const writing = useRef<File | null>(null);

  function handleFile(chosen: File) {
    check.reset();
    write.reset();
    writing.current = null;
    const refused = !/\.(csv|xlsx)$/i.test(chosen.name)
      ? t.wrongType
      : chosen.size > IMPORT_LIMITS.maxBytes
        ? ti.tooLarge(MAX_MEGABYTES)
        : null;
    setRefusal(refused);
    setFile(refused ? null : chosen);
    if (!refused) check.mutate(chosen);
  }

  function handleConfirm() {
    if (!file || writing.current === file) return;
    writing.current = file;
    write.mutate(file, {
      onError: () => {
        writing.current = null;
      },
    });
  }

  function handleCancel() {
    check.reset();
    setFile(null);
  }

  const plan = !write.isSuccess && file ? check.data : undefined;
  const toWrite = plan ? plan.created + plan.updated : 0;
  return (
    <section className="collection-import" aria-label={t.title}>
      <span className="field__hint">{t.hint(IMPORT_LIMITS.maxRows, MAX_MEGABYTES)}</span>
      <label className="button button--small" htmlFor={inputId}>
        {t.title}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={ACCEPT}
        disabled={check.isPending || write.isPending}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // The same file, corrected and chosen again, is checked again.
          event.target.value = '';
          if (chosen) handleFile(chosen);
        }}
      />
      {check.isPending && file && (
        <p className="collection-import__status" role="status">
          {ti.checking(file.name)}
        </p>
      )}
      {refusal && <Notice kind="error">{refusal}</Notice>}
      {check.isError && <Notice kind="error">{formErrorText(check.error, ti.previewFailed)}</Notice>}
      {plan && <CollectionImportPlan plan={plan} />}
      {plan && (
        <div className="collection-import__actions">
          {toWrite > 0 ? (
            <button type="button" className="button button--primary" disabled={write.isPending} onClick={handleConfirm}>
              {t.confirm(toWrite)}
            </button>
          ) : (
            // A file of rows identical to the records they name has nothing to write, and nothing to correct.
            plan.invalid > 0 && <p>{ti.nothingValid}</p>
          )}
          <button type="button" className="button" disabled={write.isPending} onClick={handleCancel}>
            {messages.collection.form.cancel}
          </button>
        </div>
      )}
      {write.isError && <Notice kind="error">{formErrorText(write.error, t.failed)}</Notice>}
      {write.data && <Notice kind="success">{t.done(write.data.created, write.data.updated)}</Notice>}
    </section>
  );
}
