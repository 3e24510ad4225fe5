export { linkIn, parseMail, type ReceivedMail, readOutbox } from './mail';
export { freePort } from './ports';
export { repoRoot, type Spawned, serverRoot, spawnServerEntry, TEST_SERVER_ENV, waitForHttp, waitForOutput } from './process';
export { type S3Emulator, type S3EmulatorOptions, startS3Emulator } from './s3';
export { scaled, timeoutScale } from './timeouts';
export { windows1251 } from './windows-1251';
export { type ZipFile, zipOf } from './zip';
