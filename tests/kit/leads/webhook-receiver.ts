import { createServer, type Server } from "node:http";
import { DELIVERY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from "../../../runtime/leads/delivery/webhook-signature.ts";

export interface ReceivedDelivery {
  deliveryId: string;
  leadId: string;
  /** Which server process life the attempt came in (the test bumps it at each restart). */
  generation: number;
  accepted: boolean;
}

/** A dealer's webhook endpoint for tests: checks signatures, and is down (503) while `down` is true. */
export async function startWebhookReceiver(secret: string) {
  const attempts: ReceivedDelivery[] = [];
  const state = { down: false, generation: 1, badSignatures: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const signed = verifyWebhook(
        secret,
        Number(req.headers[TIMESTAMP_HEADER]),
        body,
        String(req.headers[SIGNATURE_HEADER] ?? ""),
      );
      if (!signed) state.badSignatures += 1;
      const leadId = (JSON.parse(body) as { lead: { id: string } }).lead.id;
      attempts.push({
        deliveryId: String(req.headers[DELIVERY_HEADER]),
        leadId,
        generation: state.generation,
        accepted: !state.down && signed,
      });
      res.writeHead(state.down || !signed ? 503 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/leads`,
    attempts,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
