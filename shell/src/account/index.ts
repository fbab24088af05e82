export { passwordApi, PICTURES_FOLDER, profileApi } from './api';
export { applyPreferences, savePreferences } from './preferences';
export { ProfilePage } from './profile-page';
export { ChangePasswordModal, type ChangePasswordModalProps } from './change-password-modal';
export { errorCode, NewPasswordFields, newPasswordRefused } from './password-fields';
export { LanguagePicker } from './language-picker';
