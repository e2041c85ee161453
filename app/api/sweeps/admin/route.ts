// GET /api/sweeps/admin — the older sweeps/admin list: the same cards (owner, event count, Member badge = approved).
export { GET } from "../route";
