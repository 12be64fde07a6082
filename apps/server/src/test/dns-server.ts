import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

/**
 * A DNS server for the tests that answers TXT questions from a table the test fills (the
 * records an admin would add at their DNS host), over UDP on a free loopback port: the app asks
 * it as it would ask any resolver (SSO_DNS_SERVERS). Any other name is NXDOMAIN.
 */
export async function startDnsServer({ port = 0 }: { port?: number } = {}) {
  const records = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, remote) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    const values = question?.type === 'TXT' ? records.get(question.name.toLowerCase()) : undefined;
    const answer = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (values ? 0 : 3),
      questions: query.questions ?? [],
      answers: (values ?? []).map((value) => ({
        type: 'TXT' as const,
        class: 'IN' as const,
        name: question!.name,
        ttl: 60,
        data: value,
      })),
    });
    socket.send(answer, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  const bound = (socket.address() as AddressInfo).port;
  return {
    /** For SSO_DNS_SERVERS. */
    address: `127.0.0.1:${bound}`,
    setTxt(name: string, values: string[]) {
      records.set(name.toLowerCase(), values);
    },
    clear: () => records.clear(),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
export type DnsServer = Awaited<ReturnType<typeof startDnsServer>>;
