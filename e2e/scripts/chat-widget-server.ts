import { createServer } from 'node:http';

/**
 * A stand-in for the chat provider's widget script, one of Playwright's webServers. Like
 * Intercom's widget it takes over `window.Intercom` and runs the commands queued before it
 * loaded; it shows nothing and keeps the commands in `window.chatStandIn` for the journeys.
 */
const widgetScript = `(() => {
  const commands = [];
  const run = (command, settings) => void commands.push(settings ? [command, settings] : [command]);
  const queued = (window.Intercom && window.Intercom.q) || [];
  window.Intercom = run;
  window.chatStandIn = { commands };
  for (const command of queued) run(...command);
})();
`;

const port = Number(process.env.CHAT_PORT);
const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url?.startsWith('/widget.js')) {
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    response.end(widgetScript);
    return;
  }
  response.writeHead(404).end();
});
server.listen(port, '127.0.0.1', () => console.log(`Chat widget stand-in at ${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
