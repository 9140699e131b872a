import { makeRole } from '../support/fake/roles';
import { useFake, type StartedFake } from '../support/useFake';

/**
 * The fake CometChat of a Role operation's tests (through `useFake`: started, reset, every
 * request checked against the OpenAPI), seeded before each test with the roles default,
 * manager and 120 others (r-1 … r-120).
 */
export function useRoleFake(started: (fake: StartedFake) => void): void {
	useFake(started, {
		seedEach: (server) => {
			server.roles.clear();
			server.roles.set('default', makeRole('default', { name: 'Default Role', description: 'This role gives full access' }));
			server.roles.set('manager', makeRole('manager', { name: 'Manager', metadata: { team: 'ops' }, settings: { listUsers: 'all', sendMessagesTo: 'friendsOnly' } }));
			for (let i = 1; i <= 120; i++) server.roles.set(`r-${i}`, makeRole(`r-${i}`));
		},
	});
}

export const params = (operation: string, extra: Record<string, unknown> = {}) => ({ resource: 'role', operation, ...extra });
