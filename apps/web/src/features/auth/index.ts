/** Sign-in screens, and what the signed-in shell needs of the session. */
export { LoginPage } from './components/login-page';
export { useRoleAccessRefresh } from './api/get-role-access';
export { useLogout } from './hooks/use-logout';
export const loadForgotPasswordPage = () => import('./components/forgot-password-page').then((m) => m.ForgotPasswordPage);
export const loadSetPasswordPage = () => import('./components/set-password-page').then((m) => m.SetPasswordPage);
