import "server-only";
import type { AccountDataDto } from "@/lib/validation/account-data";
import type { Db } from "./infra/client";
import { toIsoDate } from "./sweeps";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything stored about one user and their player, for them to download; null when the account is gone. */
export async function readAccountData(db: Db, userId: string, now = new Date()): Promise<AccountDataDto | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    include: {
      player: true,
      apiTokens: { orderBy: { createdAt: "asc" } },
      notificationOptOuts: { orderBy: { kind: "asc" } },
      notifications: { orderBy: { createdAt: "asc" } },
    },
  });
  if (!user?.player) return null;
  const playerId = user.player.id;
  const [memberships, entries, handicaps, oomResults, ledgerLines] = await Promise.all([
    db.sweepMember.findMany({
      where: { playerId },
      include: { sweep: { select: { name: true, ownerId: true } } },
      orderBy: { requestedAt: "asc" },
    }),
    db.entry.findMany({
      where: { playerId },
      include: {
        event: { select: { date: true, sweep: { select: { name: true } }, course: { select: { name: true } } } },
        scoreCard: { include: { scores: { orderBy: { holeNumber: "asc" } } } },
      },
      orderBy: [{ event: { date: "asc" } }, { eventId: "asc" }],
    }),
    db.handicapEntry.findMany({
      where: { playerId },
      include: { sweep: { select: { name: true } } },
      orderBy: [{ created: "asc" }, { id: "asc" }],
    }),
    db.oomResult.findMany({ where: { playerId }, orderBy: { eventId: "asc" } }),
    db.ledgerLine.findMany({
      where: { playerId },
      include: { entry: { select: { kind: true, memo: true, createdAt: true, sweep: { select: { name: true } } } } },
      orderBy: [{ entry: { createdAt: "asc" } }, { id: "asc" }],
    }),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      createdAt: user.createdAt.toISOString(),
      hasPassword: user.passwordHash !== null,
      externalIdentity:
        user.oidcIssuer && user.oidcSubject ? { issuer: user.oidcIssuer, subject: user.oidcSubject } : null,
      shareContact: user.shareContact,
      calendarFeedCreatedAt: iso(user.calendarFeedCreatedAt),
    },
    player: { id: playerId, fullName: user.player.fullName, createdAt: user.player.createdAt.toISOString() },
    memberships: memberships.map((m) => ({
      sweepId: m.sweepId,
      sweep: m.sweep.name,
      isOwner: m.sweep.ownerId === playerId,
      isAdmin: m.isAdmin,
      approved: m.approved,
      requestedAt: m.requestedAt.toISOString(),
      approvedAt: iso(m.approvedAt),
      removedAt: iso(m.removedAt),
    })),
    cards: entries.map((entry) => ({
      eventId: entry.eventId,
      sweep: entry.event.sweep.name,
      date: toIsoDate(entry.event.date),
      course: entry.event.course.name,
      teeName: entry.teeName,
      guest: entry.guest,
      eventHandicap: entry.scoreCard?.eventHandicap ?? null,
      scores: (entry.scoreCard?.scores ?? []).map((score) => ({ hole: score.holeNumber, gross: score.gross })),
    })),
    handicaps: handicaps.map((h) => ({
      sweep: h.sweep.name,
      exactTenths: h.exactTenths,
      playingHandicap: h.playingHandicap,
      eventId: h.eventId,
      recordedAt: h.recordedAt.toISOString(),
      reason: h.reason,
      withdrawnAt: iso(h.withdrawnAt),
    })),
    orderOfMerit: oomResults.map((r) => ({
      eventId: r.eventId,
      position: r.position,
      points: r.points,
      nonReturn: r.nonReturn,
    })),
    ledgerLines: ledgerLines.map((line) => ({
      sweep: line.entry.sweep.name,
      account: line.account,
      amount: line.amount,
      kind: line.entry.kind,
      memo: line.entry.memo,
      eventId: line.eventId,
      createdAt: line.entry.createdAt.toISOString(),
    })),
    apiTokens: user.apiTokens.map((token) => ({
      name: token.name,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: iso(token.lastUsedAt),
      revokedAt: iso(token.revokedAt),
    })),
    notificationOptOuts: user.notificationOptOuts.map((o) => ({ kind: o.kind, createdAt: o.createdAt.toISOString() })),
    notifications: user.notifications.map((n) => ({
      kind: n.kind,
      createdAt: n.createdAt.toISOString(),
      sentAt: iso(n.sentAt),
      skippedAt: iso(n.skippedAt),
      payload: n.payload,
    })),
  };
}
