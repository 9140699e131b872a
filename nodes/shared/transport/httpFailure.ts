import type { IDataObject } from 'n8n-workflow';

/** What a failed request left behind, whichever way n8n wrapped it. */
export interface HttpFailure {
	status?: number;
	headers?: IDataObject;
	body?: unknown;
	/** Network error code such as ECONNREFUSED, when no response came back. */
	networkCode?: string;
	timedOut: boolean;
	message: string;
	/** Why a 2xx response is not CometChat's envelope (see envelope.ts); such a response is final. */
	envelopeProblem?: string;
}

const NETWORK_CODES = [
	'ECONNREFUSED',
	'ECONNRESET',
	'ENOTFOUND',
	'EAI_AGAIN',
	'ETIMEDOUT',
	'ECONNABORTED',
	'EHOSTUNREACH',
	'ENETUNREACH',
	'EPIPE',
	'ERR_SOCKET_CONNECTION_TIMEOUT',
];

type Loose = { [key: string]: unknown };

function asObject(value: unknown): Loose | undefined {
	return value && typeof value === 'object' ? (value as Loose) : undefined;
}

/** The error and what it wraps: n8n puts the axios error in `cause` (2.x) or keeps it (1.x). */
function chain(error: unknown): Loose[] {
	const seen: Loose[] = [];
	let current = asObject(error);
	while (current && !seen.includes(current) && seen.length < 6) {
		seen.push(current);
		current = asObject(current.cause) ?? asObject(current.errorResponse) ?? asObject(current.reason);
	}
	return seen;
}

export function describeHttpFailure(error: unknown): HttpFailure {
	const links = chain(error);
	const withResponse = links.find((link) => asObject(link.response)?.status !== undefined);
	const response = asObject(withResponse?.response);
	// n8n 1.x keeps a network error's code only as the wrapper's httpCode
	const codes = links
		.flatMap((link) => [link.code, link.httpCode])
		.filter((code): code is string => typeof code === 'string');
	const networkCode = response ? undefined : codes.find((code) => NETWORK_CODES.includes(code));
	const messages = links
		.flatMap((link) => [link.message, ...(Array.isArray(link.messages) ? link.messages : [])])
		.filter((m): m is string => typeof m === 'string');
	const timedOut =
		!response &&
		(codes.includes('ECONNABORTED') || codes.includes('ETIMEDOUT')) &&
		messages.some((m) => /timeout|timed out/i.test(m));
	const envelopeProblem = links.map((link) => link.envelopeProblem).find((why): why is string => typeof why === 'string');
	return {
		status: response ? Number(response.status) : undefined,
		headers: asObject(response?.headers) as IDataObject | undefined,
		body: response?.data,
		networkCode,
		timedOut,
		message: messages[messages.length - 1] ?? String(error),
		...(envelopeProblem === undefined ? {} : { envelopeProblem }),
	};
}
