// Serves one remote's dist on its own port with CORS: the "remote came back" in the failure test.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css', '.map': 'application/json' };

export function serveDirectory(dir, port) {
  const server = http.createServer((request, response) => {
    const file = path.join(dir, path.normalize(new URL(request.url, 'http://x').pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ close: () => new Promise((done) => server.close(done)) })));
}
