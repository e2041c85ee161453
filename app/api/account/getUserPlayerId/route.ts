// GET /api/account/getUserPlayerId — the same operation as GET /api/player/getPlayerId.
export { GET } from "../../player/getPlayerId/route";
