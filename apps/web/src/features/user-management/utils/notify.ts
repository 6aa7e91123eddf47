import toast from 'react-hot-toast';

/** The three toast kinds of the screens (spec §3): success, error and warning. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  warning: (message: string) => toast(message, { icon: '⚠️' }),
};
