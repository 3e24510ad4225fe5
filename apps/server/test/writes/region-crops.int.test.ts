import { describe } from 'vitest';
import { createTestApp } from '../harness';
import { regionCropsSuite } from './region-crops-suite';

describe('regions’ crops in a local folder', () => {
  regionCropsSuite(() => createTestApp());
});
