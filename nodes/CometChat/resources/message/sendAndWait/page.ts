import type { FormField, SendAndWaitSettings } from './settings';

/** The pages are self-contained: no script, nothing loaded from elsewhere, posted only back here. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;background:#f6f7fb;color:#1f2330;margin:0}
main{max-width:460px;margin:32px auto;background:#fff;border:1px solid #dde1ea;border-radius:10px;padding:24px}
h1{font-size:20px;margin:0 0 8px}p.lead{white-space:pre-wrap;color:#4b5060;margin:0 0 16px}
label{display:block;font-weight:600;margin:14px 0 6px}input[type=text],input[type=email],input[type=number],input[type=password],input[type=date],select,textarea{width:100%;box-sizing:border-box;padding:8px;border:1px solid #c9cedb;border-radius:6px;font:inherit}
.choice{font-weight:400;margin:4px 0}.note{margin:12px 0}.error{color:#b42318;font-weight:600}
button{margin-top:20px;background:#3b5bdb;color:#fff;border:0;border-radius:6px;padding:10px 18px;font:inherit;cursor:pointer}`;

function escapeHtml(text: string) {
	return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Custom HTML of a form element, without what could run or post elsewhere (the CSP forbids it too). */
function safeHtml(html: string) {
	return html
		.replace(/<(script|style|iframe|object|embed|form|input|textarea|select|button)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
		.replace(/<\/?(script|style|iframe|object|embed|form|input|textarea|select|button|meta|link|base)\b[^>]*>/gi, '')
		.replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
		.replace(/(href|src)\s*=\s*(["']?)\s*javascript:[^"'\s>]*\2/gi, '');
}

/** A whole page: a heading when there is a title, the text, then `rest` (a form, or nothing). */
function page(title: string, text: string, rest = '', tabTitle = title) {
	const heading = title ? `<h1>${escapeHtml(title)}</h1>` : '';
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(tabTitle)}</title><style>${STYLE}</style></head><body><main>${heading}<p class="lead">${escapeHtml(text)}</p>${rest}</main></body></html>`;
}

/** One element of the answer page; its name is its key (field-0, field-1, …), which needs no escaping. */
function input({ key, label, type, required, options, placeholder = '', defaultValue = '', value, multipleFiles, accept }: FormField) {
	const must = required ? ' required' : '';
	const title = `${escapeHtml(label)}${required ? ' *' : ''}`;
	const named = `<label for="${key}">${title}</label>`;
	const attributes = `id="${key}" name="${key}"`;
	const defaults = defaultValue.split(',').map((text) => text.trim());
	const choices = (html: (option: string, picked: boolean, index: number) => string) => options.map((option, index) => html(escapeHtml(option), defaults.includes(option), index)).join('');
	switch (type) {
		case 'hiddenField':
			return '';
		case 'html':
			return `<div class="note">${safeHtml(value ?? '')}</div>`;
		case 'textarea':
			return `${named}<textarea ${attributes} rows="4"${must} placeholder="${escapeHtml(placeholder)}">${escapeHtml(defaultValue)}</textarea>`;
		case 'dropdown':
			return `${named}<select ${attributes}${must}><option value="">Select…</option>${choices((option, picked) => `<option value="${option}"${picked ? ' selected' : ''}>${option}</option>`)}</select>`;
		case 'radio':
		case 'checkbox':
			return `<label>${title}</label>${choices((option, picked, index) => `<div class="choice"><label class="choice"><input type="${type}" name="${key}" value="${option}"${picked ? ' checked' : ''}${type === 'radio' && index === 0 ? must : ''}> ${option}</label></div>`)}`;
		case 'file':
			return `${named}<input type="file" ${attributes}${multipleFiles ? ' multiple' : ''}${accept ? ` accept="${escapeHtml(accept)}"` : ''}${must}>`;
	}
	const kind = ['email', 'number', 'password', 'date'].includes(type) ? type : 'text';
	return `${named}<input type="${kind}" ${attributes}${kind === 'number' ? ' step="any"' : ''}${must} placeholder="${escapeHtml(placeholder)}" value="${escapeHtml(defaultValue)}">`;
}

/** The answer page, with the problem of a refused answer; it posts back to its own address, signature included. */
export function answerPage(settings: SendAndWaitSettings, problem?: string) {
	const enctype = settings.fields.some((field) => field.type === 'file') ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
	const form = `<form method="post" enctype="${enctype}">${settings.fields.map(input).join('')}<button type="submit">${escapeHtml(settings.submitLabel)}</button></form>`;
	return page(settings.formTitle, settings.formDescription, `${problem ? `<p class="error">${escapeHtml(problem)}</p>` : ''}${form}`, settings.formTitle || 'Your answer');
}

/**
 * What an approval link opens: the question and one button for the answer the link stands
 * for (Approve, Decline, or their labels). Only the button's POST (back to this address,
 * signature included) records it; link previews and scanners only GET (or HEAD) what a
 * message links to, so they record nothing, whatever they call themselves.
 */
export function confirmPage(settings: SendAndWaitSettings, buttonLabel: string) {
	return page(settings.formTitle, settings.message, `<form method="post"><button type="submit">${escapeHtml(buttonLabel)}</button></form>`, settings.formTitle || buttonLabel);
}

/** The page of a recorded answer. */
export const RECORDED_PAGE = page('Got it, thanks', 'Your answer was recorded. This page can be closed now.');
