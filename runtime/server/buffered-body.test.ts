import { describe, expect, it } from "vitest";
import { BufferedRequest } from "./buffered-request.ts";
import { bufferedBody, bufferedResponse } from "./buffered-response.ts";
import { sendResponse } from "./web-adapter.ts";
import type { ServerResponse } from "node:http";

const text = '{"name":"Zoë","message":"5\\" lift"}';
const bytes = new TextEncoder().encode(text);

async function streamText(stream: ReadableStream<Uint8Array> | null): Promise<string> {
  return new Response(stream).text();
}

describe("BufferedRequest", () => {
  const request = () => new BufferedRequest("http://site.localhost/api/leads", { method: "POST", headers: { "content-type": "application/json" } }, bytes);

  it("reads like any request: text, json, bytes, array buffer and the body stream", async () => {
    expect(await request().text()).toBe(text);
    expect(await request().json()).toEqual({ name: "Zoë", message: '5" lift' });
    expect(new TextDecoder().decode(await request().bytes())).toBe(text);
    expect(new TextDecoder().decode(await request().arrayBuffer())).toBe(text);
    expect(await streamText(request().body)).toBe(text);
    expect(request().method).toBe("POST");
    expect(request().headers.get("content-type")).toBe("application/json");
  });

  it("parses a posted form", async () => {
    const form = new BufferedRequest(
      "http://site.localhost/api/leads",
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } },
      new TextEncoder().encode("name=Zo%C3%AB&postcode=4000"),
    );
    const data = await form.formData();
    expect([data.get("name"), data.get("postcode")]).toEqual(["Zoë", "4000"]);
  });

  it("has one body stream, as a real request does", () => {
    const once = request();
    expect(once.body).toBe(once.body);
  });

  it("keeps its own copy of the bytes", async () => {
    const source = new TextEncoder().encode("abc");
    const copy = new BufferedRequest("http://site.localhost/x", { method: "POST" }, source);
    source[0] = 0x7a;
    expect(await copy.text()).toBe("abc");
  });
});

describe("bufferedResponse", () => {
  it("hands the server its body as it is, and reads like any response", async () => {
    const make = () => bufferedResponse(text, { status: 201, headers: { "content-type": "application/json" } });
    expect(bufferedBody(make())).toBe(text);
    expect(make().status).toBe(201);
    expect(await make().text()).toBe(text);
    expect(await make().json()).toEqual({ name: "Zoë", message: '5" lift' });
    expect(new TextDecoder().decode(await make().bytes())).toBe(text);
    expect(await streamText(make().body)).toBe(text);
    expect(await bufferedResponse(bytes).text()).toBe(text);
  });

  it("is written as it is, without building its body stream", async () => {
    const response = bufferedResponse(text, { status: 200, headers: { "content-type": "application/json" } });
    Object.defineProperty(response, "body", { get: () => { throw new Error("the body stream was built"); } });
    const written: unknown[] = [];
    const res = { statusCode: 0, setHeader() {}, end: (chunk?: unknown) => void written.push(chunk) } as unknown as ServerResponse;
    await sendResponse(res, response);
    expect(written).toEqual([text]);
  });

  it("leaves other responses to be read through their stream", () => {
    expect(bufferedBody(new Response(text))).toBeUndefined();
  });
});
