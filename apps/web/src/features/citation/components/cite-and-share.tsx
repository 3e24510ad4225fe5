import { useState } from 'react';
import { useLocale, useMessages } from '../../../lib/locale';
import { type CitedItem, ownCitation } from '../lib/citation';
import { copyText } from '../lib/copy-text';
import { usePermanentUrl } from '../lib/use-permanent-url';
import { CiteDialog } from './cite-dialog';
import './cite.css';

/** Shares through the system sheet where the browser has one (Web Share API), else copies the link. */
async function share(title: string, url: string, copied: string) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The reader closed the sheet: nothing to do. Any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyText(url, copied);
}

/**
 * «Цитировать» and «Поделиться» buttons of an item page, and the ГОСТ citation that only a printed
 * page shows in their place (the print stylesheet moves it to the end of the page).
 */
export function CiteAndShare({ item }: { item: CitedItem }) {
  const t = useMessages().research;
  const [citing, setCiting] = useState(false);
  const url = usePermanentUrl(item.kind, item.id);
  const printed = ownCitation(item, url, new Date(), useLocale());
  return (
    <>
      <button type="button" className="button" onClick={() => setCiting(true)}>
        {t.cite.button}
      </button>
      <button type="button" className="button" onClick={() => void share(item.title, url, t.share.linkCopied)}>
        {t.share.button}
      </button>
      {citing && <CiteDialog item={item} url={url} onClose={() => setCiting(false)} />}
      <section className="print-citation">
        <h2>{t.cite.printTitle}</h2>
        {/* The page's own style: ГОСТ (Russian by its standard) on Russian pages, Chicago on English ones. */}
        <p lang={printed.lang}>{printed.text}</p>
      </section>
    </>
  );
}
