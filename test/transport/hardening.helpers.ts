import { makeBlockedUsers, type RecordedRequest } from '../support/fakeCometChat';
import { useFake, type StartedFake } from '../support/useFake';

/** The fake CometChat of a hardening test block (through `useFake`), where owner has blocked 500 users. */
export function useHardeningFake(started: (fake: StartedFake) => void): void {
	useFake(started, { seedOnce: (server) => server.setBlocked('owner', makeBlockedUsers(500)) });
}

export const isPost = (r: RecordedRequest) => r.method === 'POST';

/** The HTTP status an error of the node carries, as text. */
export const httpCode = (error: unknown) => (error as { httpCode?: string }).httpCode;
