import { createServer } from "node:http";

/** A loopback HTTP receiver answering 204 that counts the connections made to it (refused ones never arrive). */
export async function countingServer() {
  let connections = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(204).end());
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
