// Runs the test kit's S3 emulator in a process of its own until stdin closes (or SIGTERM), and
// prints the environment a server needs as one JSON line: the bench keeps the emulator off its own
// event loop, which drives the load.
import { startS3Emulator } from '@museum/test-kit';

const emulator = await startS3Emulator({ bucket: 'museum-bench' });
console.log(JSON.stringify(emulator.env('photos')));
const stop = async () => {
  await emulator.stop();
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
