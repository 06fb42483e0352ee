// The API shape of a login's token pair, answered by every login action and by refreshToken.
import { Type } from '@sinclair/typebox';

export const tokenPairSchema = Type.Object({
  token: Type.String(),
  expire: Type.Integer({ description: 'Seconds the access token lives' }),
  refreshToken: Type.String(),
  refreshExpire: Type.Integer({ description: 'Seconds the refresh token lives' }),
});
