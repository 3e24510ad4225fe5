import { useMessages } from '../lib/locale';
import { pushToast } from '../lib/toast-store';
import './iiif-manifest-link.css';

export type IiifKind = 'products' | 'details';

/** The item's IIIF Presentation 3 manifest, on this site (`GET /iiif/{kind}/{id}/manifest.json`). */
export function iiifManifestUrl(kind: IiifKind, id: number, origin: string = window.location.origin): string {
  return `${origin}/iiif/${kind}/${id}/manifest.json`;
}

/**
 * A link to the item's IIIF manifest and its full address in a read-only field with a copy button,
 * so it can be pasted into Mirador or another museum viewer.
 */
export function IiifManifestLink({ kind, id }: { kind: IiifKind; id: number }) {
  const t = useMessages().photoViewer.manifest;
  const url = iiifManifestUrl(kind, id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      pushToast('success', t.copied);
    } catch {
      pushToast('error', t.copyFailed);
    }
  };
  return (
    <div className="iiif-manifest">
      <p className="iiif-manifest__head">
        <a href={url} type="application/ld+json" className="iiif-manifest__link">
          <span className="iiif-manifest__badge" aria-hidden="true" translate="no">
            IIIF
          </span>
          {t.link}
        </a>
      </p>
      <p className="item-muted iiif-manifest__text">{t.text}</p>
      <div className="iiif-manifest__copy">
        <input
          className="iiif-manifest__url"
          type="text"
          readOnly
          value={url}
          aria-label={t.urlLabel}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={copy}>
          {t.copy}
        </button>
      </div>
    </div>
  );
}
