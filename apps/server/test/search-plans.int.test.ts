import { usePlanCatalogue } from './search-plans';
import { countPlanTests } from './search-plans-counts';
import { pagePlanTests } from './search-plans-pages';

// One generated catalogue for the counts' and the pages' plans: loading it is most of their cost
// (ADR 077). The counts come first: the pages' last test writes rows.
const catalogue = usePlanCatalogue();
countPlanTests(catalogue);
pagePlanTests(catalogue);
