// The demo catalogue's products, in the order they are loaded (their ids follow it): the guns by
// era, then their mounts. Parents come before the mounts that name them.
import type { DemoProduct } from './demo-product';
import { imperialGuns } from './imperial-guns-data';
import { demoMounts } from './mounts-data';
import { sovietGuns } from './soviet-guns-data';

export type { DemoProduct, DemoRecorded } from './demo-product';

/** Guns with serials consistent with the year tables of the spec, and their mounts. */
export const demoProducts: DemoProduct[] = [...imperialGuns, ...sovietGuns, ...demoMounts];
