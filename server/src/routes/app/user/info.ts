// The logged-in player's own profile.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { AuthError } from '../../../http/app-error';
import { currentUser } from '../../../plugins/app/auth';

export const personSchema = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()], { description: 'Masked: 138****0000' }),
  signature: Type.Union([Type.String(), Type.Null()]),
  totalClicks: Type.Integer(),
  likes: Type.Integer(),
  follows: Type.Integer(),
  fans: Type.Integer(),
  currentBalance: Type.Integer({ description: 'Cents' }),
});

/** Shows the first three and last four digits only. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return phone.length <= 7 ? phone.replace(/.(?=.{2})/g, '*') : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export default defineRoutes({
  access: 'user',
  summary: 'My profile',
  register(app) {
    app.get('/person', { schema: { summary: 'My profile and balance', response: { 200: envelopeOf(personSchema) } } }, async (request) => {
      const user = await app.db.selectFrom('appUser').selectAll().where('id', '=', currentUser(request).id).executeTakeFirst();
      if (!user) throw new AuthError('user gone');
      return ok({
        id: user.id,
        nickname: user.nickname,
        avatar: user.avatar,
        phone: maskPhone(user.phone),
        signature: user.signature,
        totalClicks: user.totalClicks,
        likes: user.likes,
        follows: user.follows,
        fans: user.fans,
        currentBalance: user.balance,
      });
    });
  },
});
