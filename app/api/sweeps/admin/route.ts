// GET /api/sweeps/admin — the older sweeps/admin list: the same operation as GET /api/sweeps.
export { GET } from "../route";
