// Removes what the builds write (dist/ for the package, build-test/ for tests, demo and benchmarks).
import { rmSync } from 'node:fs';

for (const dir of ['dist', 'build-test']) rmSync(dir, { recursive: true, force: true });
