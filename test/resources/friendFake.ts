import { makeUser } from '../support/fake/users';
import { byId } from '../support/operations';
import { useFake, type StartedFake } from '../support/useFake';

/**
 * The fake CometChat of a Friend operation's tests (through `useFake`: started, reset,
 * every request checked against the OpenAPI), seeded before each test: the users ana, bo,
 * chen, "a b" and 120 others (pal-1 … pal-120), all of them friends of popular.
 */
export function useFriendFake(started: (fake: StartedFake) => void): void {
	useFake(started, {
		seedEach: (server) => {
			server.users.clear();
			server.friends.clear();
			for (const uid of ['ana', 'bo', 'chen', 'a b', 'popular']) server.users.set(uid, makeUser(uid));
			const pals = Array.from({ length: 120 }, (_, i) => `pal-${i + 1}`);
			for (const uid of pals) server.users.set(uid, makeUser(uid));
			server.friends.set('popular', new Set(pals));
		},
	});
}

export const params = (operation: string, extra: Record<string, unknown> = {}) => ({ resource: 'friend', operation, uid: byId('ana'), ...extra });
