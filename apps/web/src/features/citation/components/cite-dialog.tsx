import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useLocale, useMessages } from '../../../lib/locale';
import { bibtexCitation, type CitedItem, chicagoCitation, gostCitation, OWN_STYLE } from '../lib/citation';
import { copyText } from '../lib/copy-text';

function CopyBlock({ label, text, rows, lang }: { label: string; text: string; rows: number; lang?: string }) {
  const t = useMessages().research.cite;
  const id = useId();
  return (
    <div className="cite__block">
      <label htmlFor={id} className="cite__label">
        {label}
      </label>
      <textarea
        id={id}
        lang={lang}
        className="cite__text"
        readOnly
        rows={rows}
        value={text}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className="button" aria-label={`${t.copy}: ${label}`} onClick={() => void copyText(text)}>
        {t.copy}
      </button>
    </div>
  );
}

/** The ready citations of a page (ГОСТ and BibTeX) and its permanent link, each with a copy button. */
export function CiteDialog({ item, url, onClose }: { item: CitedItem; url: string; onClose: () => void }) {
  const t = useMessages().research.cite;
  const locale = useLocale();
  // The access date is the day the reader opened the dialog.
  const [accessed] = useState(() => new Date());
  return (
    <Dialog title={t.title} onClose={onClose}>
      <div className="cite">
        {/* An English page's own style first; ГОСТ's form is Russian by its standard: marked so, on English pages too. */}
        {OWN_STYLE[locale] === 'chicago' && <CopyBlock label={t.chicago} text={chicagoCitation(item, url, accessed)} rows={3} lang="en" />}
        <CopyBlock label={t.gost} text={gostCitation(item, url, accessed)} rows={4} lang="ru" />
        <CopyBlock label={t.bibtex} text={bibtexCitation(item, url, accessed, locale)} rows={9} />
        <CopyBlock label={t.link} text={url} rows={1} />
      </div>
    </Dialog>
  );
}
