import type {
  ChangePasswordRequest,
  CurrentUser,
  InvitationAcceptRequest,
  InvitationAcceptResponse,
  NotificationChoices,
  NotificationChoicesWrite,
  OwnProfileWrite,
  PasswordActionResponse,
  ResetPasswordRequest,
  UserPreferences,
  UserPreferencesWrite,
} from '@switchboard/shared/contracts';
import { api, uploadFile, type UploadedFile } from '@switchboard/shared/client';

// Each screen here shows its own errors (beside its fields or in its own toast): no global toast.
const quiet = { skipErrorNotifier: true } as const;

/** The agent's own password: change it signed in, or reset it through a mailed link. */
export const passwordApi = {
  change: (body: ChangePasswordRequest) => api.put<PasswordActionResponse>('users/me/password', body, quiet).then((r) => r.data),
  forgot: (email: string) => api.post<PasswordActionResponse>('oauth/password/forgot', { email }, quiet).then((r) => r.data),
  reset: (body: ResetPasswordRequest) => api.post<PasswordActionResponse>('oauth/password/reset', body, quiet).then((r) => r.data),
  /** Chooses the password of an invited agent with the invitation link's token; answers the address to sign in with. */
  acceptInvitation: (body: InvitationAcceptRequest) => api.post<InvitationAcceptResponse>('oauth/invite/accept', body, quiet).then((r) => r.data),
};

/** Where profile pictures are uploaded. */
export const PICTURES_FOLDER = 'pictures';

/**
 * The agent's own profile: name, picture and preferences. The callers of a write say themselves what
 * failed (the profile page's toasts), so the global notifier stays quiet: one message per failure, not two.
 */
export const profileApi = {
  update: (body: OwnProfileWrite) => api.put<CurrentUser>('users/me', body, quiet).then((r) => r.data),
  savePreferences: (userId: string, body: UserPreferencesWrite) => api.put<UserPreferences>(`users/${encodeURIComponent(userId)}/preferences`, body, quiet).then((r) => r.data),
  uploadPicture: (file: File): Promise<UploadedFile> => uploadFile(file, { folder: PICTURES_FOLDER, config: quiet }),
  /** Which new tickets and customer replies the agent hears of, beyond their own tickets. */
  // The page only waits for this answer: a failure is the global notifier's one message.
  notificationChoices: () => api.get<NotificationChoices>('notifications/choices').then((r) => r.data),
  saveNotificationChoices: (body: NotificationChoicesWrite) => api.put<NotificationChoices>('notifications/choices', body, quiet).then((r) => r.data),
};
