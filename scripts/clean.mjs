// Removes what `npm run build` writes (dist/), so that no file of an earlier build is packed.
// build-test/ (tests, demo, benchmarks) stays: `npm pack` leaves the next `npm test` nothing to redo.
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
