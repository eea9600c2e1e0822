// How a receiver verifies a delivery in Node.js (18+), standard library only: the Node
// counterpart of webhooks/verify_example.py, for docs/webhooks.md. Tests run it against
// signatures made by the service (tests/webhooks/test_verify_node.py).
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * True when `header` (the Svc-Signature value) signs `rawBody` with `secret`.
 *
 * secret:    the whsec_... string shown once when the webhook was created
 * header:    e.g. "t=1763733787,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd"
 * rawBody:   the request body exactly as received (a Buffer), never re-serialised JSON
 * tolerance: seconds a signature stays acceptable (5 minutes), against replays
 */
export function verifySignature(secret, header, rawBody, now = Date.now() / 1000, tolerance = 300) {
  let timestamp = null;
  const signatures = [];
  for (const part of (header || "").split(",")) {
    const [key, value = ""] = part.trim().split("=", 2);
    if (key === "t" && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === "v1") signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now - timestamp) > tolerance) return false;
  const expected = createHmac("sha256", Buffer.from(secret, "utf8"))
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), rawBody]))
    .digest();
  return signatures.some((candidate) => {
    const given = Buffer.from(candidate, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

// Use it with the raw body, e.g. in Express:
//   app.post("/company-data", express.raw({ type: "application/json" }), (req, res) => {
//     if (!verifySignature(SECRET, req.get("Svc-Signature"), req.body)) return res.sendStatus(400);
//     res.sendStatus(204);  // answer fast; do the work afterwards (a queue)
//   });
