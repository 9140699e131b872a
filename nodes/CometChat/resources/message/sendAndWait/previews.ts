/**
 * Link previewers and crawlers that open links by themselves (chat apps unfurling a URL,
 * mail scanners): an approval link they open must not approve anything. n8n's own nodes
 * use the isbot list and, in 2.x, treat a request without a user agent as a preview too.
 */
const PREVIEWERS =
	/bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|skype|teams|discord|telegram|slack|linkedin|pinterest|outbrain|vkshare|w3c_validator|headless|curl\/|wget\//i;

export function isLinkPreview(userAgent: unknown): boolean {
	if (typeof userAgent !== 'string' || !userAgent.trim()) return true;
	return PREVIEWERS.test(userAgent);
}
