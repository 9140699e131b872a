import type { IAuthenticateRuleResponseCode, ICredentialDataDecryptedObject, ICredentialTestRequest, ICredentialType, IHttpRequestOptions, Icon, INodeProperties } from 'n8n-workflow';

const REGIONS = ['us', 'eu', 'in'];

/**
 * The credential test's answers by status. n8n shows a fixed text per status, so a redirect's
 * cannot name where it pointed (the node's own requests do).
 */
const statusRules = [
	[401, 'CometChat did not accept the API key (401). Check that the key belongs to this app and was not rotated.'],
	[403, 'The API key has no fullAccess scope (403, AUTH_ERR_NO_ACCESS). Use a REST API Key, not an Auth Key.'],
	[404, 'CometChat does not know this app or key (404). Check the App ID and the Region, then the API key.'],
	...[301, 302, 303, 307, 308].map((status) => [
		status,
		`CometChat answered with a redirect (HTTP ${status}), which is not followed, so the API key was not sent on. CometChat's API does not redirect: check the Base URL (leave it empty, or give the API's own https:// address, ending in /v3).`,
	]),
].map(([value, message]) => ({ type: 'responseCode' as const, properties: { value: value as number, message: message as string } }));

/** A 2xx without CometChat's `{"data": …}` (a proxy, a captive portal) is no successful test. */
const notCometChatRules = [undefined, null].map((value) => ({
	type: 'responseSuccessBody' as const,
	properties: { key: 'data', value, message: "The answer is not CometChat's: it has no \"data\". A proxy, a captive portal or a Base URL that points elsewhere answered instead." },
}));

/** HTTPS, or plain HTTP on a loopback host (local test servers): a key never travels in clear text. */
const isSecure = ({ protocol, hostname }: URL) =>
	protocol === 'https:' || (protocol === 'http:' && (hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)));

/**
 * A Base URL override without trailing slashes, refused unless it is a URL under the HTTPS
 * rule; `credential` names the credential in the error.
 */
export function checkedBaseUrl(raw: string, credential: string, example: string) {
	// a user name or password written into the URL is not repeated in the error
	const shown = raw.replace(/\/\/[^/?#]*@/, '//…@');
	if (!URL.canParse(raw)) throw new Error(`${credential} credentials: the Base URL "${shown}" is not a valid URL (expected e.g. ${example})`);
	if (!isSecure(new URL(raw))) throw new Error(`${credential} credentials: the Base URL must use https:// (plain http:// is accepted only for localhost, 127.0.0.0/8 and [::1]); got "${shown}"`);
	return raw.replace(/\/+$/, '');
}

/**
 * The REST base URL of the app: `https://{appId}.api-{region}.cometchat.io/v3`, or the
 * `baseUrl` override without trailing slashes. Refuses plain HTTP except on loopback hosts
 * (local test servers), so that a key never travels in clear text.
 */
export function cometChatBaseUrl(credentials: ICredentialDataDecryptedObject) {
	const override = String(credentials.baseUrl ?? '').trim();
	if (override) return checkedBaseUrl(override, 'CometChat API', 'https://{appId}.api-us.cometchat.io/v3');

	const appId = String(credentials.appId ?? '').trim();
	if (!appId) throw new Error('CometChat API credentials: the App ID is empty (find it in the CometChat dashboard under API & Auth Keys)');
	if (!/^[A-Za-z0-9_-]+$/.test(appId)) throw new Error(`CometChat API credentials: the App ID "${appId}" may only contain letters, digits, "-" and "_"`);
	const region = String(credentials.region ?? 'us');
	if (!REGIONS.includes(region)) throw new Error(`CometChat API credentials: the region must be one of ${REGIONS.join(', ')}; got "${region}"`);
	return `https://${appId}.api-${region}.cometchat.io/v3`;
}

/** The key on every request, the app's base URL, the HTTPS rule, and no redirects. */
export async function authenticateCometChat(credentials: ICredentialDataDecryptedObject, requestOptions: IHttpRequestOptions): Promise<IHttpRequestOptions> {
	// The HTTPS rule for a request that names its own address, as n8n's HTTP Request node does
	// with this credential (Custom API Call): the full URL wins over the credential's base URL
	// there, so the key would otherwise go wherever the URL points, over plain http:// too.
	// n8n refuses a URL it cannot parse before anything is sent.
	const target = requestOptions.url ?? (requestOptions as { uri?: unknown }).uri;
	if (typeof target === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(target) && URL.canParse(target) && !isSecure(new URL(target))) {
		const { protocol, host } = new URL(target);
		throw new Error(`CometChat API credentials: the API key is sent only over https:// (plain http:// only to localhost, 127.0.0.0/8 and [::1]); the URL starts with "${protocol}//${host}"`);
	}
	return {
		...requestOptions,
		baseURL: cometChatBaseUrl(credentials),
		headers: { ...requestOptions.headers, apikey: String(credentials.apiKey ?? '') },
		// every request that carries the key, the credential test's too: CometChat never
		// redirects, and n8n would re-send the apikey header to wherever a 3xx points
		disableFollowRedirect: true,
	};
}

/** The package's icon, on each of its credentials. */
export const COMETCHAT_ICON: Icon = { light: 'file:../icons/cometchat.svg', dark: 'file:../icons/cometchat.dark.svg' };

export class CometChatApi implements ICredentialType {
	name = 'cometChatApi';

	displayName = 'CometChat API';

	icon = COMETCHAT_ICON;

	documentationUrl = 'https://www.cometchat.com/docs/rest-api/authentication';

	properties: INodeProperties[] = [
		{
			displayName:
				'For an endpoint the CometChat node does not offer, use an HTTP Request node with Authentication "Predefined Credential Type" and this credential, and the URL https://{appId}.api-{region}.cometchat.io/v3/{path} (or the Base URL below + /{path}), e.g. https://{appId}.api-us.cometchat.io/v3/roles/default/permissions',
			name: 'customApiCallNotice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'App ID',
			name: 'appId',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. 2619364d9d7c4ab1',
			description: 'The App ID shown in the CometChat dashboard under API & Auth Keys',
		},
		{
			displayName: 'Region',
			name: 'region',
			type: 'options',
			options: [
				{ name: 'United States', value: 'us' },
				{ name: 'Europe', value: 'eu' },
				{ name: 'India', value: 'in' },
			],
			default: 'us',
			description: 'The region the app was created in, shown next to the App ID in the dashboard',
		},
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'A REST API Key (scope fullAccess) from API & Auth Keys. An Auth Key (authOnly) cannot send messages.',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: '',
			placeholder: 'https://{appId}.api-{region}.cometchat.io/v3',
			description: 'Leave empty to use the address built from App ID and Region. Set it for dedicated deployments or a local test server. Must use https:// (http:// only for localhost, 127.0.0.0/8 and [::1]).',
		},
	];

	/**
	 * An own property, not a method: n8n copies credential types with an object spread before
	 * it looks for `authenticate` (n8n's load-nodes-and-credentials `postProcessLoaders`), and a
	 * method on the prototype would be lost there, and with it Custom API Call and this
	 * credential in the HTTP Request node's list of Predefined Credential Types.
	 */
	authenticate = authenticateCometChat;

	test: ICredentialTestRequest = {
		// the same rule as `cometChatBaseUrl`, as an expression
		request: {
			baseURL: '={{ $credentials.baseUrl ? $credentials.baseUrl : "https://" + $credentials.appId + ".api-" + $credentials.region + ".cometchat.io/v3" }}',
			url: '/users',
			qs: { perPage: 1 },
		},
		// n8n's credential testers (1.123 and 2.41) read both kinds of rule from one list; the type wants one kind per list
		rules: [...statusRules, ...(notCometChatRules as unknown as IAuthenticateRuleResponseCode[])],
	};
}
