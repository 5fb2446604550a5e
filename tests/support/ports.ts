/** A free TCP port on loopback, asked of the kernel (one home: scripts/free-port.mjs). */
export { freePort } from "../../scripts/free-port.mjs";
