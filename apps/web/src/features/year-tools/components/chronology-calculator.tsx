import { useMemo } from 'react';
import { useMessages } from '../../../lib/locale';
import { useChronology } from '../api/get-chronology';
import { chronologyRanges } from '../lib/chronology';
import { SerialCalculator } from './serial-calculator';

/** The third calculator: looks the number up in the manufacturer's catalogued mounts. */
export function ChronologyCalculator() {
  const t = useMessages().yearTools.calculators.chronology;
  const chronology = useChronology();
  const ranges = useMemo(() => chronologyRanges(chronology.data ?? []), [chronology.data]);
  const status = chronology.isPending ? t.loading : chronology.isError ? t.unavailable : ranges.length === 0 ? t.empty : undefined;
  return <SerialCalculator title={t.title} label={t.label} ranges={ranges} status={status && <span className="yt-muted">{status}</span>} />;
}
