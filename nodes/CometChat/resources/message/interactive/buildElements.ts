import type { IDataObject } from 'n8n-workflow';
import { ELEMENT_TYPES_WITH_OPTIONS } from '../../../../shared/validation/interactive';
import type { ValueScope } from './scope';
import { toText } from './values';

export const BUTTON_FIELD_LABELS: Record<string, string> = {
	elementId: 'Element ID',
	buttonText: 'Text',
	disableAfterInteracted: 'Disable After Use',
	actionType: 'Action',
	url: 'URL',
	method: 'Method',
	payload: 'Payload',
	headers: 'Headers',
	dataKey: 'Data Key',
};

export const FORM_FIELD_LABELS: Record<string, string> = {
	...BUTTON_FIELD_LABELS,
	elementType: 'Field Type',
	label: 'Label',
	optional: 'Optional',
	placeholder: 'Placeholder',
	maxLines: 'Max Lines',
	fieldOptions: 'Choices',
	defaultValue: 'Default Value',
};

const ACTION_TYPES = ['apiAction', 'urlNavigation'];
const FORM_ELEMENT_TYPES = ['button', 'checkbox', 'dropdown', 'singleSelect', 'textInput'];

/** A button element from its settings (keys as in buttonFieldSet). */
export function buildButton(scope: ValueScope, entry: IDataObject): IDataObject {
	const elementId = scope.requiredText('elementId', entry.elementId);
	const buttonText = scope.requiredText('buttonText', entry.buttonText);
	const actionType = toText(entry.actionType) || 'urlNavigation';
	if (!ACTION_TYPES.includes(actionType)) {
		throw scope.fail('actionType', `must be apiAction or urlNavigation, but it is "${actionType}"`);
	}
	const action: IDataObject = { actionType, url: scope.requiredText('url', entry.url) };
	if (actionType === 'apiAction') {
		action.method = toText(entry.method) || 'POST';
		action.payload = scope.jsonObject('payload', entry.payload);
		action.headers = scope.jsonObject('headers', entry.headers);
		const dataKey = toText(entry.dataKey);
		if (dataKey) action.dataKey = dataKey;
	}
	return {
		elementType: 'button',
		elementId,
		buttonText,
		disableAfterInteracted: entry.disableAfterInteracted !== false,
		action,
	};
}

function buildChoices(scope: ValueScope, entry: IDataObject): IDataObject[] {
	const collection = (entry.fieldOptions ?? {}) as IDataObject;
	const rows = (Array.isArray(collection.option) ? collection.option : []) as IDataObject[];
	if (rows.length === 0) throw scope.fail('fieldOptions', 'has no choices; add at least one');
	const seen = new Set<string>();
	return rows.map((row, index) => {
		const label = toText(row.label);
		if (!label) throw scope.fail('fieldOptions', `choice ${index + 1} has no label`);
		const value = toText(row.value) || label;
		if (seen.has(value)) throw scope.fail('fieldOptions', `has the value "${value}" twice; values must differ`);
		seen.add(value);
		return { value, label };
	});
}

/** One entry of Form Fields: an input element or a button. */
export function buildFormField(scope: ValueScope, entry: IDataObject): IDataObject {
	const elementType = toText(entry.elementType) || 'textInput';
	if (!FORM_ELEMENT_TYPES.includes(elementType)) {
		throw scope.fail('elementType', `must be one of ${FORM_ELEMENT_TYPES.join(', ')}, but it is "${elementType}"`);
	}
	if (elementType === 'button') return buildButton(scope, entry);

	const element: IDataObject = { elementType, elementId: scope.requiredText('elementId', entry.elementId) };
	const label = toText(entry.label);
	if (label) element.label = label;
	element.optional = entry.optional === true;

	if (elementType === 'textInput') {
		const maxLines = entry.maxLines === undefined || entry.maxLines === '' ? 1 : Number(entry.maxLines);
		if (!Number.isInteger(maxLines) || maxLines < 1) throw scope.fail('maxLines', 'must be a whole number of at least 1');
		element.maxLines = maxLines;
		const placeholder = toText(entry.placeholder);
		if (placeholder) element.placeholder = { text: placeholder };
		const defaultValue = toText(entry.defaultValue);
		if (defaultValue) element.defaultValue = defaultValue;
		return element;
	}

	if (ELEMENT_TYPES_WITH_OPTIONS.includes(elementType)) {
		const options = buildChoices(scope, entry);
		element.options = options;
		const values = options.map((option) => option.value as string);
		const defaults =
			elementType === 'checkbox'
				? scope.stringList('defaultValue', entry.defaultValue)
				: [toText(entry.defaultValue) ?? ''].filter((value) => value !== '');
		for (const value of defaults) {
			if (!values.includes(value)) {
				throw scope.fail('defaultValue', `"${value}" is not the value of one of the choices (${values.join(', ')})`);
			}
		}
		if (elementType === 'checkbox') {
			if (defaults.length > 0) element.defaultValue = defaults;
		} else if (defaults.length > 0) {
			element.defaultValue = defaults[0];
		}
	}
	return element;
}
