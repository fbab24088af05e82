export { passwordApi } from './api';
export { ChangePasswordModal, type ChangePasswordModalProps } from './change-password-modal';
export { errorCode, NewPasswordFields, newPasswordRefused } from './password-fields';
