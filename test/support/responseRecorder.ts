import { EventEmitter } from 'node:events';

/** A recording stand-in for Express's Response, as n8n hands it to a node's webhook. */
export class ResponseRecorder extends EventEmitter {
	statusCode = 200;
	headers: Record<string, string> = {};
	body: unknown;
	/** Whether the node answered itself (send, json or end). */
	sent = false;

	status(code: number) {
		this.statusCode = code;
		return this;
	}

	get headersSent() {
		return this.sent;
	}

	get writableEnded() {
		return this.sent;
	}

	setHeader(name: string, value: string) {
		if (this.sent) throw new Error('Cannot set headers after they are sent to the client');
		this.headers[name.toLowerCase()] = String(value);
		return this;
	}

	/** Node's ServerResponse.setHeaders, as n8n's WebhookResponseHeaders.applyToResponse uses it. */
	setHeaders(headers: Map<string, string>) {
		if (this.sent) throw new Error('Cannot set headers after they are sent to the client');
		for (const [name, value] of headers) this.setHeader(name, value);
		return this;
	}

	write() {
		return true;
	}

	header(name: string, value: string) {
		return this.setHeader(name, value);
	}

	getHeader(name: string) {
		return this.headers[name.toLowerCase()];
	}

	/** As Express's: it ends the response (through `end`, which a node may wrap). */
	send(body: unknown) {
		return this.end(body);
	}

	json(body: unknown) {
		this.headers['content-type'] ??= 'application/json';
		return this.send(body);
	}

	end(body?: unknown) {
		if (this.sent && body !== undefined) throw new Error('write after end');
		if (body !== undefined) this.body = body;
		// Node's ServerResponse emits 'close' once it has finished
		if (!this.sent) process.nextTick(() => this.emit('close'));
		this.sent = true;
		return this;
	}
}
