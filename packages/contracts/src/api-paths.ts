/** Every call path of the API, shared by the server routes and the web client. */
export const API = {
  auth: {
    login: '/api-ops/auth/v1/login/',
    forgetPassword: '/api-ops/auth/v1/forget-password/',
    changePasswordWithLink: '/api-ops/auth/v1/change-password/',
    resetPassword: '/api-ops/auth/v1/reset-password/',
    validatePassword: '/api-ops/auth/v1/validate-password/',
    logout: '/api-ops/auth/v1/logout/',
    csrf: '/api-ops/auth/v1/csrf/',
  },
  ops: {
    changePassword: '/api-ops/ops/v1/change-password/',
    profile: '/api-ops/ops/v1/profile/',
    profileById: (id: number | string) => `/api-ops/ops/v1/profile/${id}/`,
  },
} as const;

/** Path of the e-mailed reset link in the web app; the token travels as `q`. */
export const RESET_LINK_PATH = '/oppsforgotpassword/token';
