import { defineRoute } from "../endpoint";

export const getNotificationPreferences = defineRoute({
  operationId: "getNotificationPreferences",
  method: "GET",
  path: "/api/account/notifications",
});

export const updateNotificationPreferences = defineRoute({
  operationId: "updateNotificationPreferences",
  method: "PUT",
  path: "/api/account/notifications",
});

export const unsubscribe = defineRoute({
  operationId: "unsubscribe",
  method: "POST",
  path: "/api/notifications/unsubscribe",
});

export const sendOwnerMessage = defineRoute({
  operationId: "sendOwnerMessage",
  method: "POST",
  path: "/api/sweeps/{sweepId}/messages",
});
