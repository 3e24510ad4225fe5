/** The stamps feature's public face: reading one stamp (the moderation queue diffs a proposed change against it). */
export { getStamp, type Stamp } from './api/get-stamp';
