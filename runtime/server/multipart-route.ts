import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import type { ApiRoute } from "../types/index.ts";

type Handler = (request: FastifyRequest, reply: FastifyReply, body: FormData) => Promise<FastifyReply>;

/**
 * Registers an upload route (`route.multipart`) in a context of its own with @fastify/multipart: its files are
 * streamed in within the route's limits (a file or a count over them is a 413, thrown by the plugin) and passed
 * on as form data, so the route's handler stays a web-standard one.
 */
export async function registerMultipartRoute(
  app: FastifyInstance,
  route: ApiRoute & { multipart: NonNullable<ApiRoute["multipart"]> },
  onRequest: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | undefined,
  handle: Handler,
): Promise<void> {
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { files: route.multipart.files, fileSize: route.multipart.fileBytes, fields: 10, fieldSize: 1024, parts: route.multipart.files + 10 },
      throwFileSizeLimit: true,
    });
    uploads.route({
      method: route.method,
      url: route.path.replace(/\{(\w+)\}/g, ":$1"),
      ...(onRequest ? { onRequest } : {}),
      handler: async (request, reply) => {
        const form = new FormData();
        for await (const part of request.parts()) {
          if (part.type === "file") form.append(part.fieldname, new File([new Uint8Array(await part.toBuffer())], part.filename, { type: part.mimetype }));
          else form.append(part.fieldname, String(part.value));
        }
        return handle(request, reply, form);
      },
    });
  });
}
