import { makeGroup } from '../support/fake/groups';
import { makeUser } from '../support/fake/users';
import { byId } from '../support/operations';
import { useFake, type StartedFake } from '../support/useFake';

/**
 * The fake CometChat of a Banned User operation's tests (through `useFake`: started, reset,
 * every request checked against the OpenAPI), seeded before each test: the group ops with
 * the members ana and bo, the group "a/b c", the users ana, bo, chen, and 130 users banned
 * from the group crowded.
 */
export function useBannedFake(started: (fake: StartedFake) => void): void {
	useFake(started, {
		seedEach: (server) => {
			server.users.clear();
			server.groups.clear();
			server.groupMembers.clear();
			server.bannedUsers.clear();
			for (const uid of ['ana', 'bo', 'chen']) server.users.set(uid, makeUser(uid));
			for (const guid of ['ops', 'a/b c', 'crowded']) server.groups.set(guid, makeGroup(guid, guid === 'ops' ? { membersCount: 2 } : {}));
			server.groupMembers.set('ops', new Map(['ana', 'bo'].map((uid) => [uid, { ...makeUser(uid), scope: 'participant' }])));
			server.bannedUsers.set('crowded', new Map(Array.from({ length: 130 }, (_, i) => [`spam-${i + 1}`, makeUser(`spam-${i + 1}`)])));
		},
	});
}

export const params = (operation: string, extra: Record<string, unknown> = {}) => ({ resource: 'bannedUser', operation, guid: byId('ops'), ...extra });
