import { describe, expect, it } from "vitest";
import { isPrivateAddress, refusedTarget } from "./webhook-target.ts";

describe("webhook targets", () => {
  it("counts loopback, private, link-local, metadata and reserved addresses as private", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "::", "fe80::1", "fd00::1", "::ffff:127.0.0.1", "::ffff:169.254.169.254", "junk"]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
    for (const address of ["203.0.113.10", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });

  it("refuses, before any connection, a URL whose host is or resolves to a private address, or does not resolve", async () => {
    const resolving = (addresses: string[]) => async () => addresses;
    expect(await refusedTarget("http://127.0.0.1:4000/leads", resolving([]))).toMatch(/^refused: 127\.0\.0\.1 is a private address/);
    expect(await refusedTarget("http://[::1]:4000/leads", resolving([]))).toMatch(/^refused: ::1 is a private address/);
    expect(await refusedTarget("https://crm.example/leads", resolving(["203.0.113.10", "10.0.0.8"]))).toMatch(/^refused: crm\.example is a private address \(10\.0\.0\.8\)/);
    expect(await refusedTarget("https://nowhere.example/leads", async () => Promise.reject(new Error("ENOTFOUND")))).toMatch(/^refused: nowhere\.example does not resolve/);
    expect(await refusedTarget("https://crm.example/leads", resolving(["203.0.113.10"]))).toBeNull();
  });
});
