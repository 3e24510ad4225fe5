// The word forms live in the contract, so the web client words a Retry-After the same way.
export { plural, waitText } from '@museum/contract';
