import type { PhotoDto, RegionDto } from '@museum/contract';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ImageRect, ViewerMark } from '../../../lib/image-rect';
import { useContentLang, useMessages } from '../../../lib/locale';
import { toastError, toastSuccess } from '../../../lib/toast-store';
import { useAuth } from '../../auth';
import { usePhotoRegions, useRemoveRegion } from '../api/regions';
import { REGION_PARAM, targetPath } from '../lib/region-links';
import { draftOf, type RegionDraft } from './region-draft';

// The form comes with its own chunk when someone marks a region: visitors never load it.
const RegionForm = lazy(() => import('./region-form').then((module) => ({ default: module.RegionForm })));

import './regions.css';

const rectOf = ({ x, y, width, height }: RegionDto): ImageRect => ({ x, y, width, height });

/** What the photo page puts in and around its viewer for the regions marked on the photo. */
export type PhotoRegionsView = {
  marks: readonly ViewerMark[];
  onDraw: ((rect: ImageRect) => void) | null;
  focus: ImageRect | null;
  tools: ReactNode;
  panel: ReactNode;
  /**
   * The regions have answered (or failed): the page shows the photo only then, since their toggle in
   * the viewer's bar and their list under it would otherwise push the text down as they come (issue 51).
   */
  settled: boolean;
};

/**
 * The regions of a photo (issue 33): outlines over the viewer with their labels (a toggle), the
 * list of what is marked with links, and for a signed-in user the drawing and the form. A link
 * `?region=ID` opens the photo at that region.
 */
export function usePhotoRegionsView(photoId: number, photo: PhotoDto | undefined): PhotoRegionsView {
  const t = useMessages().regions;
  const lang = useContentLang();
  const { user } = useAuth();
  // Asked for with the photo, not after it, so both come in one round trip.
  const regionsQuery = usePhotoRegions(photoId, user?.username ?? null);
  const regions = regionsQuery.data;
  const settled = !regionsQuery.isPending || photoId <= 0;
  const [params] = useSearchParams();
  const pointedId = Number(params.get(REGION_PARAM)) || null;
  const [shown, setShown] = useState(true);
  const [chosen, setChosen] = useState<ImageRect | null>(null);
  const [draft, setDraft] = useState<RegionDraft | null>(null);
  const pointed = regions?.find((region) => region.id === pointedId);
  const focus = chosen ?? (pointed ? rectOf(pointed) : null);

  const marks = useMemo(() => {
    const visible = shown ? (regions ?? []).filter((region) => region.id !== draft?.id) : [];
    const outlines: ViewerMark[] = visible.map((region) => ({
      key: region.id,
      rect: rectOf(region),
      tone: region.status === 'PENDING' ? 'pending' : region.id === pointedId ? 'active' : undefined,
      label: (
        <Link to={targetPath(region.target.kind, region.target.id)}>
          {t.kinds[region.target.kind]}: <span lang={lang}>{region.target.title}</span>
        </Link>
      ),
    }));
    return draft?.rect ? [...outlines, { key: 'draft', rect: draft.rect, tone: 'draft' as const, label: null }] : outlines;
  }, [regions, shown, draft, pointedId, lang, t]);

  if (!photo) return { marks: [], onDraw: null, focus: null, tools: null, panel: null, settled };
  const count = regions?.length ?? 0;
  const startDraft = (next: RegionDraft) => {
    setShown(true);
    setDraft(next);
  };
  const tools = (
    <>
      {count > 0 && (
        <button type="button" className="button" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? t.hide : t.show(count)}
        </button>
      )}
      {user && !draft && (
        <button type="button" className="button" onClick={() => startDraft({ rect: null, kind: 'product', targetId: null, note: '' })}>
          {t.mark}
        </button>
      )}
    </>
  );
  const panel = (
    <>
      {draft && (
        <Suspense fallback={null}>
          <RegionForm
            photo={photo}
            draft={draft}
            onChange={setDraft}
            onCancel={() => setDraft(null)}
            onDone={(region) => {
              setDraft(null);
              setChosen(rectOf(region));
            }}
          />
        </Suspense>
      )}
      {count > 0 && (
        <RegionList
          regions={regions ?? []}
          onShow={(region) => {
            setShown(true);
            setChosen(rectOf(region));
            document.querySelector('.deep-zoom')?.scrollIntoView({ block: 'nearest' });
          }}
          onEdit={(region) => startDraft(draftOf(region))}
        />
      )}
    </>
  );
  return {
    marks,
    onDraw: draft ? (rect) => setDraft((current) => current && { ...current, rect }) : null,
    focus,
    tools,
    panel,
    settled,
  };
}

type ListProps = { regions: readonly RegionDto[]; onShow: (region: RegionDto) => void; onEdit: (region: RegionDto) => void };

/** «Отмечено на фото»: every region with a link to what it shows, its note, and its author's or a moderator's tools. */
function RegionList({ regions, onShow, onEdit }: ListProps) {
  const t = useMessages().regions;
  const lang = useContentLang();
  const remove = useRemoveRegion();
  function removeRegion(id: number) {
    if (!window.confirm(t.confirmRemove)) return;
    remove.mutate(id, { onSuccess: () => toastSuccess(t.removed), onError: () => toastError(t.form.saveError) });
  }
  return (
    <section className="item-section" aria-labelledby="photo-regions">
      <h2 id="photo-regions">{t.listTitle}</h2>
      <ul className="item-list region-list">
        {regions.map((region) => (
          <li key={region.id} data-region={region.id}>
            <span className="item-muted">{t.kinds[region.target.kind]}: </span>
            <Link to={targetPath(region.target.kind, region.target.id)} lang={lang}>
              {region.target.title}
            </Link>
            {region.status === 'PENDING' && <span className="region-list__pending"> ({t.pending})</span>}
            {region.note && (
              <span className="item-muted" lang={lang}>
                {' '}
                — {region.note}
              </span>
            )}
            <span className="region-list__tools">
              <button type="button" className="button region-list__button" onClick={() => onShow(region)}>
                {t.showOnPhoto}
              </button>
              {region.editable && (
                <>
                  <button type="button" className="button region-list__button" onClick={() => onEdit(region)}>
                    {t.edit}
                  </button>
                  <button
                    type="button"
                    className="button region-list__button"
                    disabled={remove.isPending}
                    onClick={() => removeRegion(region.id)}
                  >
                    {t.remove}
                  </button>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
