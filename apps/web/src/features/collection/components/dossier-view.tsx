import type { DatingDto } from '@museum/contract';
import type { ReactNode } from 'react';
import { RecordedTexts } from '../../../components/recorded-facts';
import { type Fact, FactList } from '../../../components/ui/fact-list';
import { LinkedText } from '../../../components/ui/linked-text';
import { cardTitle } from '../../../lib/item-english';
import { withNumber } from '../../../lib/item-title';
import { useLocale, useMessages } from '../../../lib/locale';
import { usePageTitle } from '../../../lib/use-page-title';
import type { Specimen } from '../lib/specimen';
import { ItemDating } from './item-evidence';
import { useSpecimenFacts } from './specimen-facts';
import { StampCrops } from './stamp-crops';
import './dossier.css';

type Props = {
  specimen: Specimen;
  /** The dating service's answer for its number (null without an all-digit number). */
  dating: DatingDto | null;
  /** The number check of the gun's parts, as the item page or the record shows it. */
  numberCheck?: ReactNode;
  /** The private fields shown: those the owner ticked, or those a share link carries. */
  privateFacts?: Fact[];
  /** Its photos' section (the catalogue's; an own record's private photos come with their own reads). */
  photos?: ReactNode;
  /** The citation block of the item pages (catalogue items only: a private record has no address to cite). */
  citation?: ReactNode;
  /** What only the screen shows above the dossier: the choice of private fields, the share link, a note. */
  tools?: ReactNode;
};

/** The title a dossier is about: the card's title with its number («Замок № 2514»). */
export function useSpecimenTitle(specimen: Specimen | undefined) {
  const locale = useLocale();
  const noName = useMessages().collection.noName;
  if (!specimen) return undefined;
  const title = cardTitle(locale, specimen, noName);
  return { text: withNumber(locale, title.text, specimen.number), lang: title.lang };
}

/**
 * One printable page about a specimen (issue 54, point 4; ADR 089): its facts, numbers, dating,
 * stamps with their crops, provenance, photos and citation; A4 on paper (dossier.css), the screen's
 * controls left off the print.
 */
export function DossierView({ specimen, dating, numberCheck, privateFacts = [], photos, citation, tools }: Props) {
  const messages = useMessages();
  const t = messages.dossier;
  const title = useSpecimenTitle(specimen);
  const heading = t.title(title?.text ?? '');
  usePageTitle(heading);
  const facts = useSpecimenFacts(specimen);
  const shownPrivate = privateFacts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <article className="dossier">
      <div className="item-head">
        <h1>
          {t.title('')}
          <span lang={title?.lang}>{title?.text}</span>
        </h1>
        <button type="button" className="button dossier__screen" onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
      {tools && <div className="dossier__screen dossier__tools">{tools}</div>}
      <section className="item-section" aria-labelledby="dossier-facts">
        <h2 id="dossier-facts">{t.facts}</h2>
        <FactList facts={facts} />
      </section>
      <section className="item-section" aria-labelledby="dossier-numbers">
        <h2 id="dossier-numbers">{t.numbers}</h2>
        <FactList facts={[[t.numberOfItem, specimen.number ?? '—']]} />
        {numberCheck}
        <ItemDating dating={dating} />
      </section>
      <StampCrops stamps={specimen.stamps} year={specimen.year} />
      <RecordedTexts item={specimen.recorded} idPrefix="dossier" />
      {specimen.source && (
        <section className="item-section" aria-labelledby="dossier-source">
          <h2 id="dossier-source">{t.source}</h2>
          <LinkedText text={specimen.source} />
        </section>
      )}
      {shownPrivate.length > 0 && (
        <section className="item-section dossier__private" aria-labelledby="dossier-private">
          <h2 id="dossier-private">{t.private}</h2>
          <FactList facts={shownPrivate} />
        </section>
      )}
      {photos}
      {citation && <div className="item-tools dossier__citation">{citation}</div>}
    </article>
  );
}
