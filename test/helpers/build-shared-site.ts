/**
 * `node --import tsx test/helpers/build-shared-site.ts <folder>`: builds the DataHub site into the
 * folder that the test files share (site-build.ts). scripts/test.sh starts it before the tests, so
 * that no test file holds a place of the runner while it builds.
 */
import { sharedBuild } from './site-build.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: build-shared-site.ts <folder>');
const started = Date.now();
await sharedBuild(folder);
console.log(`# the shared build of the DataHub site is ready (${((Date.now() - started) / 1000).toFixed(0)} s)`);
