/**
 * What a person does with a Send and Wait link: the browser opens it (GET), the page shows
 * the question and a button, and the click posts the page's form back (POST). Used where an
 * answer should be given exactly as a person gives it (the demo); a page without a form
 * that posts is an error, since a person could not answer it either.
 */
import type { AnswerResponse, WaitingRun } from './waiting';

export interface ClickedPage {
	/** The page the link opened. */
	opened: AnswerResponse;
	/** The text of the button clicked. */
	button: string;
	/** The answer to the click (the page shown next, and the resumed run). */
	clicked: AnswerResponse;
}

const decode = (html: string) =>
	html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

/** The heading of a page (its `<h1>`, else its `<title>`), as a person reads it. */
export function pageHeading(html: unknown): string | undefined {
	const match = /<h1>([^<]*)<\/h1>/.exec(String(html)) ?? /<title>([^<]*)<\/title>/.exec(String(html));
	return match ? decode(match[1]) : undefined;
}

/** Opens `link`, then clicks the button of the form it shows (fields with their prefilled values). */
export async function openAndClick(run: WaitingRun, link: string): Promise<ClickedPage> {
	const opened = await run.answer({ method: 'GET', url: link });
	const html = String(opened.body);
	const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
	if (opened.status !== 200 || !form || !/method="post"/i.test(form[1])) {
		throw new Error(`the link opened a ${opened.status} page with no form to post: ${pageHeading(html) ?? html.slice(0, 80)}`);
	}
	const button = /<button[^>]*>([^<]*)<\/button>/i.exec(form[2]);
	if (!button) throw new Error(`the page "${pageHeading(html)}" has no button`);
	// a form without action posts back to the address it was opened at
	const action = /action="([^"]*)"/i.exec(form[1])?.[1];
	const fields: Record<string, string> = {};
	for (const input of form[2].matchAll(/<input\b[^>]*\bname="([^"]*)"[^>]*\bvalue="([^"]*)"[^>]*>/gi)) fields[decode(input[1])] = decode(input[2]);
	const clicked = await run.answer({
		method: 'POST',
		url: action ? new URL(decode(action), link).href : link,
		body: fields,
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
	});
	return { opened, button: decode(button[1]), clicked };
}
