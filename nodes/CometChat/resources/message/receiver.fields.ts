import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

interface ReceiverTexts {
	/** Whom the message goes to: one user or a group. */
	receiverType: string;
	/** What the uid or guid names. */
	receiver: string;
}

/**
 * Receiver Type and Receiver: a user (uid) or a group (guid). Send puts both into the body
 * by routing; Send and Wait builds its body itself, so it passes `toBody: false`.
 */
export function receiverFields(show: IDisplayOptions['show'], texts: ReceiverTexts, toBody: boolean): INodeProperties[] {
	const routeTo = (property: string) => (toBody ? { routing: { send: { type: 'body' as const, property } } } : {});
	return [
		{
			displayName: 'Receiver Type',
			name: 'receiverType',
			type: 'options',
			options: [
				{ name: 'User', value: 'user' },
				{ name: 'Group', value: 'group' },
			],
			default: 'user',
			description: texts.receiverType,
			displayOptions: { show },
			...routeTo('receiverType'),
		},
		{
			displayName: 'Receiver',
			name: 'receiver',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. cometchat-uid-1',
			description: texts.receiver,
			displayOptions: { show },
			...routeTo('receiver'),
		},
	];
}
