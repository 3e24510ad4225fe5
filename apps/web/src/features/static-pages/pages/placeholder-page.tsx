import { useMessages } from '../../../lib/locale';
import './static-pages.css';

type Props = { title: string; text: string };

/** A page whose content is still to come, with the spec's placeholder text. */
export function PlaceholderPage({ title, text }: Props) {
  return (
    <section className="text-page">
      <h1>{title}</h1>
      <p className="text-page__placeholder">{text}</p>
    </section>
  );
}

export function CatalogPage() {
  const t = useMessages().staticPages;
  return <PlaceholderPage title={t.catalogTitle} text={t.placeholders.catalog} />;
}

export function LiterPage() {
  const t = useMessages().staticPages;
  return <PlaceholderPage title={t.literTitle} text={t.placeholders.form} />;
}

export function ForumPage() {
  const t = useMessages().staticPages;
  return <PlaceholderPage title={t.forumTitle} text={t.placeholders.form} />;
}
