/** The loader cuts a part out of a locale file: the sections locale-parts.ts gives it, and nothing else. */
const fs = require('fs');
const path = require('path');
const localePartLoader = require('./locale-part-loader');

const file = path.resolve(__dirname, '../../shared/src/i18n/locales/fr.json');
const source = fs.readFileSync(file, 'utf8');
const run = (resourceQuery) => {
  const dependencies = [];
  const output = localePartLoader.call({ resourceQuery, resourcePath: file, addDependency: (dep) => dependencies.push(dep) }, source);
  return { texts: JSON.parse(output), dependencies };
};

it('keeps the sections of the part asked for, and the core keeps the rest', () => {
  const whole = JSON.parse(source);
  const profile = run('?part=remote_profile');
  const core = run('?part=core');
  const chat = run('?part=remote_chat');
  expect(profile.texts.mine).toEqual(whole.mine);
  expect(profile.texts.shell).toBeUndefined();
  expect(core.texts.shell).toEqual(whole.shell);
  expect(core.texts.mine).toBeUndefined();
  expect(chat.texts).toEqual({ chat: whole.chat });
  expect(core.texts.chat).toBeUndefined();
  expect({ ...core.texts, ...profile.texts, ...chat.texts }).toEqual(whole);
  // A change to the table rebuilds the parts (watch mode).
  expect(profile.dependencies).toEqual([path.resolve(__dirname, '../../shared/src/i18n/locale-parts.ts')]);
});

it('refuses a part that does not exist', () => {
  expect(() => run('?part=remote_nowhere')).toThrow(/unknown locale part "remote_nowhere"/);
});
