/** The invite link is this app's own address (whatever folder it is served from) with the registration route and my code. */
import { inviteLink } from './invite-link';

it('puts the registration route after the app’s address', () => {
  expect(inviteLink('#/pages/user/register?invite=ABCD2345', { origin: 'https://play.example.com', pathname: '/' })).toBe(
    'https://play.example.com/#/pages/user/register?invite=ABCD2345',
  );
});

it('keeps the folder the app is served from, and drops the current route', () => {
  expect(inviteLink('#/pages/user/register?invite=ABCD2345', { origin: 'https://example.com', pathname: '/racing/index.html' })).toBe(
    'https://example.com/racing/index.html#/pages/user/register?invite=ABCD2345',
  );
});

it('reads a path without its hash as a route', () => {
  expect(inviteLink('/pages/user/register?invite=X', { origin: 'http://localhost:8080', pathname: '/' })).toBe('http://localhost:8080/#/pages/user/register?invite=X');
});
