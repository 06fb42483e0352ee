// WeChat JS-SDK configuration for pages opened inside the WeChat browser.
import { createHash, randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { BusinessError } from '../../../http/app-error';

export default defineRoutes({
  access: 'public',
  summary: 'User common services',
  register(app) {
    app.post(
      '/wxMpConfig',
      {
        schema: {
          summary: 'JS-SDK signature for a page URL (official account)',
          body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object({ appId: Type.String(), timestamp: Type.Integer(), nonceStr: Type.String(), signature: Type.String() })) },
        },
      },
      async (request) => {
        const mp = app.config.wechat.mp;
        if (!mp) throw new BusinessError('openInWechat');
        const ticket = await app.wechat.jsapiTicket(mp);
        const nonceStr = randomBytes(8).toString('hex');
        const timestamp = Math.floor(Date.now() / 1000);
        const url = request.body.url.split('#')[0];
        const signature = createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex');
        return ok({ appId: mp.appId, timestamp, nonceStr, signature });
      },
    );
  },
});
