export { linkIn, parseMail, type ReceivedMail, readOutbox } from './mail';
export { freePort } from './ports';
export { repoRoot, type Spawned, serverRoot, spawnServerEntry, spawnTs, TEST_SERVER_ENV, waitForHttp, waitForOutput } from './process';
export { scaled, timeoutScale } from './timeouts';
