// The notifications feature's public surface for the shell and the router.
export { useNotification, useNotifications, useUnseenCount } from './hooks.ts';
export { NotificationDetailPage } from './NotificationDetailPage.tsx';
export { NotificationEntryModal } from './NotificationEntryModal.tsx';
export { NotificationListPage } from './NotificationListPage.tsx';
export { captureVersionParam, startNotifications, syncNotificationsOnce } from './store.ts';
