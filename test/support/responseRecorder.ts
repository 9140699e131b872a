/** A recording stand-in for Express's Response, as n8n hands it to a node's webhook. */
export class ResponseRecorder {
	statusCode = 200;
	headers: Record<string, string> = {};
	body: unknown;
	/** Whether the node answered itself (send, json or end). */
	sent = false;

	status(code: number) {
		this.statusCode = code;
		return this;
	}

	setHeader(name: string, value: string) {
		this.headers[name.toLowerCase()] = String(value);
		return this;
	}

	header(name: string, value: string) {
		return this.setHeader(name, value);
	}

	getHeader(name: string) {
		return this.headers[name.toLowerCase()];
	}

	removeHeader(name: string) {
		delete this.headers[name.toLowerCase()];
		return this;
	}

	get headersSent() {
		return this.sent;
	}

	get writableEnded() {
		return this.sent;
	}

	send(body: unknown) {
		this.body = body;
		this.sent = true;
		return this;
	}

	json(body: unknown) {
		this.headers['content-type'] ??= 'application/json';
		return this.send(body);
	}

	end(body?: unknown) {
		if (body !== undefined) this.body = body;
		this.sent = true;
		return this;
	}
}
