// Makes the WeChat API client available to the login and profile routes.
import fp from 'fastify-plugin';
import { WechatClient } from '../../accounts/wechat-client';

export default fp(
  async function wechat(app) {
    app.decorate('wechat', new WechatClient(app.config.wechat.apiBase));
  },
  { name: 'wechat' },
);

declare module 'fastify' {
  interface FastifyInstance {
    wechat: WechatClient;
  }
}
