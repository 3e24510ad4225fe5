import { Link } from 'react-router';
import type { Fact } from '../../../components/ui/fact-list';
import { NameOf } from '../../../components/ui/name-of';
import { useConditionName, useMessages, usePurposeName } from '../../../lib/locale';
import type { Specimen } from '../lib/specimen';

/** A specimen's facts under the catalogue's labels, in the item pages' order; the dossier's «Сведения». */
export function useSpecimenFacts(specimen: Specimen): Fact[] {
  const messages = useMessages();
  const labels = messages.addEdit.fields;
  const purposeName = usePurposeName();
  const conditionName = useConditionName();
  const { gun } = specimen;
  const ref = (named: Specimen['manufacturer']) => named && <NameOf named={named} />;
  return [
    [messages.compare.kind, messages.collection.kinds[specimen.kind], 'named'],
    [labels.number, specimen.number],
    [labels.year, specimen.year],
    [labels.belongsTo, specimen.belongsTo && purposeName(specimen.belongsTo), 'named'],
    [labels.manufacturer, ref(specimen.manufacturer)],
    [labels.type, ref(specimen.type)],
    [labels.subtype, ref(specimen.subtype)],
    [
      messages.collection.item.partOf,
      gun && (gun.href ? <Link to={gun.href}>{gun.name ?? messages.collection.noName}</Link> : (gun.name ?? messages.collection.noName)),
    ],
    [labels.condition, specimen.recorded.condition && conditionName(specimen.recorded.condition), 'named'],
    [labels.numberPlace, specimen.recorded.numberPlace],
  ];
}
