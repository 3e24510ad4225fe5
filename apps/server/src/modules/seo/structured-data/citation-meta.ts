import { type Locale, PAGE_TEXTS } from '@museum/contract';

/** A `<meta name content>` pair for reference managers (Zotero reads Highwire `citation_*` and Dublin Core). */
export interface MetaTag {
  name: string;
  content: string;
}

interface Cited {
  title: string;
  url: string;
  id: string;
  /** The date the record was published (ISO); its year is the citation date. */
  published: string;
  /** `DC.type`: a DCMI type (PhysicalObject for items, StillImage for photos). */
  dcType: 'PhysicalObject' | 'StillImage';
  rights?: string | null;
}

/** The reference-manager meta of an item or photo page; the same title, publisher and URL as the citation the site shows. */
export function citationMeta(locale: Locale, cited: Cited): MetaTag[] {
  const publisher = PAGE_TEXTS[locale].siteName;
  const date = cited.published.slice(0, 10).replace(/-/g, '/');
  const tags: MetaTag[] = [
    { name: 'citation_title', content: cited.title },
    { name: 'citation_publisher', content: publisher },
    { name: 'citation_publication_date', content: date },
    { name: 'citation_date', content: date },
    { name: 'citation_public_url', content: cited.url },
    { name: 'citation_language', content: locale },
    { name: 'DC.title', content: cited.title },
    { name: 'DC.identifier', content: cited.url },
    { name: 'DC.date', content: cited.published.slice(0, 10) },
    { name: 'DC.publisher', content: publisher },
    { name: 'DC.type', content: cited.dcType },
    { name: 'DC.language', content: locale },
  ];
  if (cited.rights) tags.push({ name: 'DC.rights', content: cited.rights });
  return tags;
}
