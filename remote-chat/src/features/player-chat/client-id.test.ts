/** Client ids fit the contract (8..64 of [A-Za-z0-9_-]) with or without randomUUID, and differ every time. */
import { CLIENT_ID_PATTERN, newClientId } from './client-id';

it('uses randomUUID where the browser has it', () => {
  expect(newClientId({ randomUUID: () => '123e4567-e89b-42d3-a456-426614174000', getRandomValues: crypto.getRandomValues.bind(crypto) })).toBe(
    '123e4567-e89b-42d3-a456-426614174000',
  );
});

it('makes 32 hex characters from getRandomValues outside secure contexts, where randomUUID is missing', () => {
  const ids = new Set(Array.from({ length: 50 }, () => newClientId({ getRandomValues: crypto.getRandomValues.bind(crypto) })));
  expect(ids.size).toBe(50);
  for (const id of ids) {
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).toMatch(CLIENT_ID_PATTERN);
  }
  expect(newClientId()).toMatch(CLIENT_ID_PATTERN);
});
