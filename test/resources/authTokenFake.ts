import { issueToken, makeUser } from '../support/fake/users';
import { byId } from '../support/operations';
import { useFake, type StartedFake } from '../support/useFake';

/**
 * The fake CometChat of an Auth Token operation's tests (through `useFake`: started, reset,
 * every request checked against the OpenAPI), seeded before each test with the users ana,
 * many (130 tokens) and "a b".
 */
export function useAuthTokenFake(started: (fake: StartedFake) => void): void {
	useFake(started, {
		seedEach: (server) => {
			server.authTokens.clear();
			for (const uid of ['ana', 'many', 'a b']) server.users.set(uid, makeUser(uid));
			for (let i = 0; i < 130; i++) issueToken(server, 'many');
		},
	});
}

export const params = (operation: string, extra: Record<string, unknown> = {}) => ({ resource: 'authToken', operation, uid: byId('ana'), ...extra });
