import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../src/client';
import { toFlowError } from '../../src/flow/errors';
import { errorText } from '../../src/flow/step';

describe('an unreadable answer shown in the widget', () => {
  it("is told by its code, whatever the error's English says", () => {
    const json = toFlowError(new InvalidResponseError('invalid_json', 'Invalid JSON response from our servers.'));
    expect(json.code).toBe('invalid_json');
    expect(errorText(json)).toEqual({ key: 'error.invalidJson' });
    expect(errorText({ ...json, message: 'Réponse JSON illisible.' })).toEqual({ key: 'error.invalidJson' });
    const other = toFlowError(new InvalidResponseError('invalid_response', 'Invalid or no response from server'));
    expect(errorText(other)).toEqual({ key: 'error.invalidResponse' });
  });
});
