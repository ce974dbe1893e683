// The ceiling for the latency figures: the smallest JSON answer node:http can give.
import { createServer } from 'node:http';

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"hello":"world"}');
});
server.listen(0, '127.0.0.1', () => process.send?.(server.address().port));
