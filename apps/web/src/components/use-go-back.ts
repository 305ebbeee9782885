// The back-navigation helper (spec §2.6): one step back in history, or a sensible page when there is none
// (the page was opened from a link or a new tab).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function useGoBack(fallback = '/dashboard'): () => void {
  const navigate = useNavigate();
  // React Router marks the first entry of a session with the key 'default'.
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  }, [fallback, key, navigate]);
}
