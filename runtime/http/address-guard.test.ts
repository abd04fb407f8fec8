import { describe, expect, it } from "vitest";
import { guardedLookup, isPrivateAddress, refusal, refusedLiteral } from "./address-guard.ts";
import { httpPost } from "../leads/delivery/send-webhook.ts";
import { countingServer } from "../../tests/kit/leads/counting-server.ts";

describe("the private address guard", () => {
  it("counts loopback, private, link-local, metadata and reserved addresses as private", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "::", "fe80::1", "fd00::1", "::ffff:127.0.0.1", "::ffff:169.254.169.254", "junk"]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
    for (const address of ["203.0.113.10", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });

  it("refuses a host with any private address, or none; address literals without a lookup", () => {
    expect(refusal("crm.example", ["203.0.113.10", "10.0.0.8"])).toMatch(/^refused: crm\.example is a private address \(10\.0\.0\.8\)/);
    expect(refusal("nowhere.example", [])).toMatch(/^refused: nowhere\.example does not resolve/);
    expect(refusal("crm.example", ["203.0.113.10"])).toBeNull();
    expect(refusal("crm.example", ["10.0.0.8"], "X=1 allows it")).toBe("refused: crm.example is a private address (10.0.0.8); X=1 allows it");
    expect(refusedLiteral("http://127.0.0.1:4000/leads")).toMatch(/^refused: 127\.0\.0\.1 is a private address/);
    expect(refusedLiteral("http://[::1]:4000/leads")).toMatch(/^refused: ::1 is a private address/);
    expect(refusedLiteral("https://203.0.113.10/leads")).toBeNull();
    expect(refusedLiteral("https://crm.example/leads")).toBeNull();
  });

  it("the guarded POST connects to the addresses it checked: a host resolving to loopback is refused before any connection", async () => {
    const receiver = await countingServer();
    try {
      const post = { headers: { "content-type": "application/json" }, body: "{}", timeoutMs: 2000 };
      let lookups = 0;
      const rebinding = async () => (++lookups === 1 ? ["127.0.0.1"] : ["203.0.113.10"]);
      await expect(httpPost(guardedLookup(rebinding))(`http://crm.example:${receiver.port}/leads`, post)).rejects.toThrow(
        /^refused: crm\.example is a private address \(127\.0\.0\.1\)/,
      );
      expect(lookups).toBe(1);
      const systemResolver = guardedLookup(async (host) => (host === "localhost" ? ["127.0.0.1", "::1"] : []));
      await expect(httpPost(systemResolver)(`http://localhost:${receiver.port}/leads`, post)).rejects.toThrow(/^refused: localhost is a private address/);
      expect(receiver.connections()).toBe(0);
      // With ALLOW_PRIVATE_WEBHOOKS=1 there is no guard, and the same receiver gets the POST.
      const allowed = await httpPost(undefined)(`http://localhost:${receiver.port}/leads`, post);
      expect(allowed).toBe(204);
      expect(receiver.connections()).toBe(1);
    } finally {
      await receiver.close();
    }
  });
});
