export const scopeOptions = [
	{ name: 'Participant', value: 'participant', description: 'Sends and receives messages' },
	{ name: 'Moderator', value: 'moderator', description: 'Also kicks and bans participants, updates the group' },
	{ name: 'Admin', value: 'admin', description: 'Also changes scopes, adds members, deletes the group' },
];
