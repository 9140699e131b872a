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

function input(field: FormField) {
	const name = escapeHtml(field.key);
	const required = field.required ? ' required' : '';
	const labelText = `${escapeHtml(field.label)}${field.required ? ' *' : ''}`;
	const label = `<label for="${name}">${labelText}</label>`;
	const defaults = (field.defaultValue ?? '').split(',').map((value) => value.trim());
	const [placeholder, value] = [escapeHtml(field.placeholder ?? ''), escapeHtml(field.defaultValue ?? '')];
	const options = (html: (option: string, picked: boolean, index: number) => string) => field.options.map((option, index) => html(escapeHtml(option), defaults.includes(option), index)).join('');
	switch (field.type) {
		case 'hiddenField':
			return '';
		case 'html':
			return `<div class="note">${safeHtml(field.value ?? '')}</div>`;
		case 'textarea':
			return `${label}<textarea id="${name}" name="${name}" rows="4"${required} placeholder="${placeholder}">${value}</textarea>`;
		case 'dropdown':
			return `${label}<select id="${name}" name="${name}"${required}><option value="">Select…</option>${options((option, picked) => `<option value="${option}"${picked ? ' selected' : ''}>${option}</option>`)}</select>`;
		case 'radio':
		case 'checkbox':
			return `<label>${labelText}</label>${options((option, picked, index) => `<div class="choice"><label class="choice"><input type="${field.type}" name="${name}" value="${option}"${picked ? ' checked' : ''}${field.type === 'radio' && index === 0 ? required : ''}> ${option}</label></div>`)}`;
		case 'file':
			return `${label}<input type="file" id="${name}" name="${name}"${field.multipleFiles ? ' multiple' : ''}${field.accept ? ` accept="${escapeHtml(field.accept)}"` : ''}${required}>`;
		default: {
			const type = ['email', 'number', 'password', 'date'].includes(field.type) ? field.type : 'text';
			return `${label}<input type="${type}" id="${name}" name="${name}"${type === 'number' ? ' step="any"' : ''}${required} placeholder="${placeholder}" value="${value}">`;
		}
	}
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
