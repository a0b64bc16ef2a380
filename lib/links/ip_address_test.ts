import assert from "node:assert/strict";
import { parseIpAddress, parseIPv4, parseIPv6, specialAddressRange } from "./ip_address.ts";

const v4 = (a: number, b: number, c: number, d: number) => ((a * 256 + b) * 256 + c) * 256 + d;

Deno.test("IPv4: every form the URL standard accepts reads as the same number", () => {
  const cases: [string, number | null][] = [
    ["127.0.0.1", v4(127, 0, 0, 1)],
    ["127.0.0.1.", v4(127, 0, 0, 1)],
    ["0x7f.1", v4(127, 0, 0, 1)],
    ["0x7f.0.0.1", v4(127, 0, 0, 1)],
    ["0177.0.0.1", v4(127, 0, 0, 1)],
    ["2130706433", v4(127, 0, 0, 1)],
    ["0x7f000001", v4(127, 0, 0, 1)],
    ["017700000001", v4(127, 0, 0, 1)],
    ["127.1", v4(127, 0, 0, 1)],
    ["127.0.1", v4(127, 0, 0, 1)],
    ["10.65535", v4(10, 0, 255, 255)],
    ["0x", 0],
    ["0", 0],
    ["255.255.255.255", v4(255, 255, 255, 255)],
    ["4294967295", v4(255, 255, 255, 255)],
    ["4294967296", null],
    ["256.0.0.1", null],
    ["1.2.3.256", null],
    ["127.65536", v4(127, 1, 0, 0)],
    ["127.16777216", null],
    ["1.2.65536", null],
    ["1.2.3.4.5", null],
    ["1..2.3", null],
    ["08.0.0.1", null],
    ["0x7g.1", null],
    ["1.2.3.4x", null],
    ["-1.2.3.4", null],
    ["", null],
    ["example.com", null],
  ];
  for (const [text, expected] of cases) assert.equal(parseIPv4(text), expected, text);
});

Deno.test("IPv6: full, compressed and IPv4-tailed forms read into 128 bits; malformed ones do not", () => {
  const cases: [string, bigint | null][] = [
    ["::", 0n],
    ["::1", 1n],
    ["0:0:0:0:0:0:0:1", 1n],
    ["0000:0000:0000:0000:0000:0000:0000:0001", 1n],
    ["1::", 1n << 112n],
    ["1:2:3:4:5:6:7::", 0x0001_0002_0003_0004_0005_0006_0007_0000n],
    ["::2:3:4:5:6:7:8", 0x0000_0002_0003_0004_0005_0006_0007_0008n],
    ["FE80::AbCd", 0xfe80_0000_0000_0000_0000_0000_0000_abcdn],
    ["::ffff:127.0.0.1", 0xffff_7f00_0001n],
    ["::ffff:7f00:1", 0xffff_7f00_0001n],
    ["::127.0.0.1", 0x7f00_0001n],
    ["64:ff9b::192.0.2.33", 0x0064_ff9b_0000_0000_0000_0000_c000_0221n],
    ["1:2:3:4:5:6:1.2.3.4", 0x0001_0002_0003_0004_0005_0006_0102_0304n],
    ["1:2:3:4:5:6:7:8:9", null],
    ["1:2:3:4:5:6:7", null],
    ["1:2:3:4:5:6:7:8::", null],
    ["::1:2:3:4:5:6:7:8", null],
    ["1:::2", null],
    ["1::2::3", null],
    [":1::", null],
    ["1::2:", null],
    ["12345::", null],
    ["g::1", null],
    ["::1.2.3", null],
    ["::01.2.3.4", null],
    ["::256.2.3.4", null],
    ["::1.2.3.4:5", null],
    ["1.2.3.4::", null],
    ["1:2:3:4:5:6:7:1.2.3.4", null],
    ["fe80::1%eth0", null],
    ["fe80::1%25eth0", null],
    ["", null],
  ];
  for (const [text, expected] of cases) assert.equal(parseIPv6(text), expected, text);
});

Deno.test("parseIpAddress: brackets around IPv6 only; names are not addresses", () => {
  assert.deepEqual(parseIpAddress("[::1]"), { version: 6, value: 1n });
  assert.deepEqual(parseIpAddress("::1"), { version: 6, value: 1n });
  assert.deepEqual(parseIpAddress("0x7f.1"), { version: 4, value: v4(127, 0, 0, 1) });
  for (const text of ["[127.0.0.1]", "[fe80::1%25lo]", "localhost", "es.wikipedia.org", "1.2.3.4.example"]) {
    assert.equal(parseIpAddress(text), null, text);
  }
});

Deno.test("special ranges: every refused range by many spellings, with its name", () => {
  const cases: [string, string][] = [
    ["0.0.0.0", "this-network"],
    ["0.1.2.3", "this-network"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.255", "carrier-grade NAT"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["0x7f.1", "loopback"],
    ["2130706433", "loopback"],
    ["0177.0.0.01", "loopback"],
    ["169.254.169.254", "link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.8", "protocol assignment"],
    ["192.0.2.1", "documentation"],
    ["192.88.99.1", "6to4 relay"],
    ["192.168.1.10", "private"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.255", "benchmarking"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.254", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["[::]", "unspecified"],
    ["[::1]", "loopback"],
    ["[0:0:0:0:0:0:0:1]", "loopback"],
    ["[::ffff:127.0.0.1]", "IPv4-mapped"],
    ["[::ffff:7f00:1]", "IPv4-mapped"],
    ["[::ffff:8.8.8.8]", "IPv4-mapped"],
    ["[::127.0.0.1]", "IPv4-compatible"],
    ["[::7f00:1]", "IPv4-compatible"],
    ["[::8.8.8.8]", "IPv4-compatible"],
    ["[64:ff9b::7f00:1]", "NAT64"],
    ["[64:ff9b::127.0.0.1]", "NAT64"],
    ["[64:ff9b::8.8.8.8]", "NAT64"],
    ["[64:ff9b:1::a00:1]", "NAT64"],
    ["[100::1]", "discard-only"],
    ["[2001:2::1]", "benchmarking"],
    ["[2001:db8::1]", "documentation"],
    ["[3fff::1]", "documentation"],
    ["[fc00::1]", "unique-local"],
    ["[fd12:3456:789a::1]", "unique-local"],
    ["[fe80::1]", "link-local"],
    ["[febf:ffff::1]", "link-local"],
    ["[fec0::1]", "site-local"],
    ["[ff02::1]", "multicast"],
    ["[2002:7f00:1::]", "6to4 of loopback"],
    ["[2002:7f00:0001:0000::1]", "6to4 of loopback"],
    ["[2002:a00:1::]", "6to4 of private"],
    ["[2002:c0a8:101::1]", "6to4 of private"],
    ["[2002:a9fe:a9fe::]", "6to4 of link-local"],
    ["[2001:0:7f00:1::]", "Teredo of loopback"],
    ["[2001:0:808:808:0:0:80ff:fffe]", "Teredo of loopback"],
    ["[2001:0:808:808:8000:ffff:f5ff:fffe]", "Teredo of private"],
    ["[4000::1]", "reserved"],
    ["[::2:0:0:1]", "reserved"],
    ["[1::]", "reserved"],
    ["[e000::1]", "reserved"],
  ];
  for (const [text, expected] of cases) {
    const address = parseIpAddress(text);
    assert.ok(address, `${text} parses`);
    assert.equal(specialAddressRange(address), expected, text);
  }
});

Deno.test("special ranges: public addresses next to the refused ones are public", () => {
  for (
    const text of [
      "1.1.1.1",
      "8.8.8.8",
      "9.255.255.255",
      "11.0.0.0",
      "100.63.255.255",
      "100.128.0.0",
      "126.255.255.255",
      "128.0.0.0",
      "169.253.255.255",
      "172.15.255.255",
      "172.32.0.0",
      "185.15.58.224",
      "192.0.1.255",
      "192.0.3.0",
      "192.167.255.255",
      "192.169.0.0",
      "198.17.255.255",
      "198.20.0.0",
      "223.255.255.255",
      "[2a02:ec80:600:ed1a::1]",
      "[2606:4700:4700::1111]",
      "[2001:4860:4860::8888]",
      "[2001:db7:ffff::1]",
      "[2001:1::1]",
      "[2002:808:808::1]",
      "[2001:0:808:808:0:0:f7f7:f7f7]",
      "[3ffe:ffff::1]",
      "[3fff:1000::1]",
      "[2600::1]",
    ]
  ) {
    const address = parseIpAddress(text);
    assert.ok(address, `${text} parses`);
    assert.equal(specialAddressRange(address), null, text);
  }
});
