import { maximTable } from '@museum/contract/dating';
import { demoExamples } from './dating-examples';
import { type LooFigures, leaveOneOut, noisyCatalogue } from './dating-loo';

/** The generated catalogue's size: dense enough that most numbers have examples within reach. */
export const NOISY_GUNS = 4000;

/** Leave-one-out of the dating estimate (ADR 078) over the demo catalogue and a generated noisy one. */
export function evaluateDating(): { demo: LooFigures; noisy: LooFigures } {
  return { demo: leaveOneOut(maximTable, demoExamples()), noisy: leaveOneOut(maximTable, noisyCatalogue(maximTable, NOISY_GUNS)) };
}

/** The figures as lines for the bench's log: mean absolute error in years, estimate / table / old median. */
export function datingLines(figures: ReturnType<typeof evaluateDating>): string[] {
  return Object.entries(figures).flatMap(([catalogue, groups]) =>
    Object.entries(groups).map(
      ([name, g]) =>
        `dating ${catalogue} ${name}: ${g.examples} examples, MAE estimate ${g.estimate} · table ${g.table} · old median ${g.median}`,
    ),
  );
}

if (process.argv[1]?.endsWith('dating-eval.ts')) {
  for (const line of datingLines(evaluateDating())) console.log(line);
}
