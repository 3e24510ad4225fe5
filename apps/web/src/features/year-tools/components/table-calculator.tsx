import type { SerialTable } from '@museum/contract/dating';
import { needsNote, type YearLookup } from '@museum/contract/dating';
import { useMessages } from '../../../lib/locale';
import { DatingEvidence } from './dating-evidence';
import { SerialCalculator } from './serial-calculator';

/** The calculator of one printed table (Tula Maxim or the state factory), with the table's own note and the catalogue's evidence. */
export function TableCalculator({ table, onResult }: { table: SerialTable; onResult?: (result: YearLookup | null) => void }) {
  const messages = useMessages();
  const texts = messages.yearTools.calculators[table.id];
  return (
    <SerialCalculator
      title={texts.title}
      label={texts.label}
      ranges={table.ranges}
      note={{ text: texts.note, applies: (serial) => needsNote(table, serial) }}
      onResult={onResult}
      evidence={(serial) => <DatingEvidence table={table.id} serial={serial} />}
    />
  );
}
