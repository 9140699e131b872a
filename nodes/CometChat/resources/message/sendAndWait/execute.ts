import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { itemParameters, parameterError } from '../../../../shared/validation/parameters';
import { failedItem, isToolExecution } from '../../../../shared/failedItem';
import { apiRequest, COMETCHAT_API } from '../../../../shared/transport/request';
import { helpersChannel } from '../../../../shared/requestOptions';
import { buildMessageBody } from '../buildMessageBody';
import { refuseAsTool } from '../../toolRefusal';
import { questionMessage, type ResumeLinks } from './question';
import { readSettings, type ReadParameter } from './settings';
import { waitTillDate } from './waitTill';

/** n8n's own send-and-wait nodes read their parameters from the first item and send one message. */
const ITEM = 0;

/**
 * Message > Send and Wait for Response: sends the question, then puts the execution to
 * wait; the webhook resumes it with the answer. Everything is checked and the message sent
 * before anything waits, so a failed send fails the item (or, with Continue On Fail, gives
 * an item carrying the error and the workflow goes on without waiting).
 */
export async function sendAndWait(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	// an AI Agent that runs its tools as nodes (Agent V3) reaches this; n8n's other tool path cannot
	if (isToolExecution(this)) return [await refuseAsTool(this, ITEM)];
	try {
		const plain = itemParameters(this, ITEM);
		const read: ReadParameter = (name, fallback) => this.getNodeParameter(name, ITEM, fallback as never);
		const fail = (label: string, name: string, problem: string) => parameterError(plain, label, name, problem);
		const settings = readSettings(read, fail);
		if (settings.answerIn === 'chat') {
			const file = settings.fields.find((field) => field.type === 'file');
			if (file) {
				throw fail('Form Elements', 'formFields', `has the file element "${file.label}", which a CometChat form cannot carry; use Answer In: Browser`);
			}
		}
		const waitTill = waitTillDate(read, (problem) => fail('Limit Wait Time', 'options.limitWaitTime', problem));

		// n8n 1.x checks the links' signature only when asked to; 2.x always does and has no such call
		(this as { setSignatureValidationRequired?: () => void }).setSignatureValidationRequired?.();
		const links: ResumeLinks = { approve: this.getSignedResumeUrl({ approved: 'true' }) };
		if (settings.responseType === 'approval' && settings.approvalType === 'double') {
			links.decline = this.getSignedResumeUrl({ approved: 'false' });
		}
		const question = questionMessage(settings, links);
		const checked = itemParameters(this, ITEM, {
			additionalFields: {},
			interactiveType: question.type,
			interactiveInput: 'json',
			interactiveJson: question.data,
		});
		const routed = { receiverType: read('receiverType', 'user'), receiver: read('receiver', ''), category: 'interactive', type: question.type } as IDataObject;
		const { body, onBehalfOf } = buildMessageBody.call(checked, routed);
		// Settings > Request Options and the credential's allowed domains apply here as to Send
		// (batching has nothing to do: one message)
		const channel = await helpersChannel(this, COMETCHAT_API, read('requestOptions', {}) as IDataObject, ITEM);
		await apiRequest(this, COMETCHAT_API, { method: 'POST', path: '/messages', body, onBehalfOf, returns: 'object' }, ITEM, channel);

		await this.putExecutionToWait(waitTill);
		return [items];
	} catch (caught) {
		// as every operation's: the tool's answer, the Continue On Fail item, or the error
		return [await failedItem(this, caught, ITEM)];
	}
}
