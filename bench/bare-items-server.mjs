// Baseline for GET /api/v1/items/: a bare node:http server doing the same work as the app's route
// with nothing else around it. It verifies the same HS256 access token (jose), loads the caller to
// check the token's password version and that the account is active, then runs the same two
// queries (a page of the owner's items, newest first, and their count) on the same database.
//   PORT, SECRET_KEY, and DATABASE_URL (postgres://...) or SQLITE_FILE.
import { createServer } from "node:http";
import { jwtVerify } from "jose";

const key = new TextEncoder().encode(process.env.SECRET_KEY ?? "");
const LIMIT = 100; // the route's default page size

async function openDatabase() {
  const url = process.env.DATABASE_URL;
  if (url?.startsWith("postgres")) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const rows = async (text, values) => (await pool.query(text, values)).rows;
    return {
      user: async (id) => (await rows('select * from "user" where id = $1', [id]))[0],
      items: (owner) =>
        Promise.all([
          rows(
            "select * from item where owner_id = $1 order by created_at desc limit $2 offset 0",
            [owner, LIMIT],
          ),
          rows("select count(*) as count from item where owner_id = $1", [owner]),
        ]),
    };
  }
  const { default: SQLite } = await import("better-sqlite3");
  const db = new SQLite(process.env.SQLITE_FILE);
  db.pragma("busy_timeout = 5000");
  const user = db.prepare('select * from "user" where id = ?');
  const page = db.prepare(
    "select * from item where owner_id = ? order by created_at desc limit ? offset 0",
  );
  const count = db.prepare("select count(*) as count from item where owner_id = ?");
  return {
    user: async (id) => user.get(id),
    items: async (owner) => [page.all(owner, LIMIT), [count.get(owner)]],
  };
}

const db = await openDatabase();

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

async function caller(req) {
  const [scheme, token] = String(req.headers.authorization ?? "").split(" ");
  if (scheme?.toLowerCase() !== "bearer" || !token) return undefined;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
    if (payload.use !== "access" || typeof payload.sub !== "string") return undefined;
    const user = await db.user(payload.sub);
    const active = user?.is_active === true || user?.is_active === 1;
    return user && active && user.password_version === payload.pwv ? user : undefined;
  } catch {
    return undefined;
  }
}

createServer(async (req, res) => {
  if (req.method !== "GET" || !req.url?.startsWith("/api/v1/items/")) {
    return send(res, 404, { detail: "Not Found" });
  }
  const user = await caller(req);
  if (!user) return send(res, 401, { detail: "Could not validate credentials" });
  const [rows, [total]] = await db.items(user.id);
  send(res, 200, {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      owner_id: row.owner_id,
      created_at: new Date(row.created_at).toISOString(),
    })),
    count: Number(total.count),
  });
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.info("bare items server ready"));
