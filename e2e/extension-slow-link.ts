import net from 'node:net';

/**
 * A slow network link in front of the app: a TCP relay that passes the browser's bytes on at
 * `bytesPerSecond` (answers at full speed). The app is served through it (its PUBLIC_URL), so a
 * recording's upload takes long enough to stop the server in the middle of it. When the server
 * is down the relay's connections fail like any dropped connection.
 */
export async function startSlowLink(
  port: number,
  target: number,
  bytesPerSecond: number,
): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.pipe(client);
    // A tick every 50 ms lets a twentieth of the rate through.
    const slice = Math.max(1, Math.floor(bytesPerSecond / 20));
    let queue = Buffer.alloc(0);
    const timer = setInterval(() => {
      if (queue.length === 0) return;
      upstream.write(queue.subarray(0, slice));
      queue = queue.subarray(slice);
    }, 50);
    client.on('data', (data: Buffer) => {
      queue = Buffer.concat([queue, data]);
    });
    client.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
