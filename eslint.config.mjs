import { config } from '@n8n/node-cli/eslint';

export default [
	...config,
	{ ignores: ['build-test/**', 'test/**', 'bench/**', 'scripts/**', 'examples/**', '.cache/**', 'gulpfile.js'] },
];
