/** Where each app lives: dev-server ports, the API server, and the remotes.json written for dev and production. */

const API_SERVER_URL = process.env.API_SERVER_URL || 'http://localhost:8080';

/** Federation name → folder under /remotes/ where the server serves that remote's dist in production. */
const REMOTE_FOLDERS = {
  remote_auth: 'auth',
  remote_betting: 'betting',
  remote_profile: 'profile',
  remote_chat: 'chat',
};

const devServerPorts = { host: 3000, remote_auth: 3001, remote_betting: 3002, remote_profile: 3003, remote_chat: 3004 };

/** Relative URLs, so the same host build works on any origin. */
function productionRemotesJson() {
  return Object.fromEntries(Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [name, `/remotes/${folder}/mf-manifest.json`]));
}

function devRemotesJson() {
  return Object.fromEntries(
    Object.keys(REMOTE_FOLDERS).map((name) => [name, `http://localhost:${devServerPorts[name]}/mf-manifest.json`]),
  );
}

module.exports = { API_SERVER_URL, REMOTE_FOLDERS, devServerPorts, productionRemotesJson, devRemotesJson };
