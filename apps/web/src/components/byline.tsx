import { useMessages } from '../lib/locale';

/**
 * «Автор: name» / «By name» (the page's word as `label`), then a person's name as they wrote it, never
 * translated (`translate="no"`: a username is in no language); a deleted account's contribution is
 * credited to «удалённый участник», which is the page's own text.
 */
export function Byline({ label, name }: { label: string; name: string | null | undefined }) {
  const { moderation: t } = useMessages();
  return (
    <>
      {label} {name ? <bdi translate="no">{name}</bdi> : t.deletedMember}
    </>
  );
}
