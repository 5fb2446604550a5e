// Baseline for GET /: a bare node:http server returning the bytes our server rendered for `/`,
// from memory. What our figure loses against it is the cost of rendering the page per request.
//   PORT, HTML_FILE (the captured page).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const html = readFileSync(process.env.HTML_FILE ?? "");
const headers = {
  "content-type": "text/html; charset=utf-8",
  "content-length": html.length,
};

createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(html);
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.info("bare html server ready"));
