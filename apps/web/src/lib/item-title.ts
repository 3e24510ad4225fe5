/**
 * A detail's title in lists: its type, then its name, joined by a dash — unless the name already
 * starts with the type («Ствол с пулемёта» under type «Ствол»), which would read twice.
 */
export function typedName(typeName: string | null | undefined, name: string | null | undefined): string {
  // Names are catalogue content, entered in Russian whatever the page's language.
  const lower = (text: string) => text.toLocaleLowerCase('ru');
  if (name && typeName && lower(name).startsWith(lower(typeName))) return name;
  return [typeName, name].filter(Boolean).join(' — ');
}

/** A page heading that reads as a name: the title with its serial number («Ствол с пулемёта № 3551»), unless it has it already. */
export function withNumber(title: string, number: string | null | undefined): string {
  if (!number || title.includes(number)) return title;
  return `${title} № ${number}`;
}
